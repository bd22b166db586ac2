// Words that give away an English (framework) message; Spanish messages do not use them.
const ENGLISH = /\b(the|is|are|must|should|not|invalid|required|property|found|request|body|unsupported|exceeded|allowed|header|client)\b/i;
// A Spanish message has at least one of these.
const SPANISH = /[áéíóúñ¿¡“”]|\b(el|la|los|las|de|del|un|una|no|es|que|en|con|para|por|tu|intenta)\b/i;
const CODE = /^[A-Z][A-Z0-9_]*$/;
const KEYS = new Set(['code', 'message', 'requestId', 'fields']);

/**
 * What is wrong with an error response, or undefined when it is the API's common error body
 * (`{ code, message, requestId?, fields? }`, JSON, a stable upper-case code, a Spanish message).
 */
export function errorShapeProblem(contentType: string | undefined, body: string): string | undefined {
  if (!String(contentType ?? '').startsWith('application/json')) return `tipo de contenido ${String(contentType)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'el cuerpo no es JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'el cuerpo no es un objeto';
  const error = parsed as Record<string, unknown>;
  const extra = Object.keys(error).filter((key) => !KEYS.has(key));
  if (extra.length > 0) return `claves de más: ${extra.join(', ')}`;
  if (typeof error.code !== 'string' || !CODE.test(error.code)) return `código no estable: ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message.length === 0) return 'sin mensaje';
  if (ENGLISH.test(error.message) || !SPANISH.test(error.message)) return `mensaje no está en español: ${error.message}`;
  if (error.requestId !== undefined && typeof error.requestId !== 'string') return 'requestId no es texto';
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null) return 'fields no es un objeto';
    const bad = Object.entries(fields).find(([, message]) => typeof message !== 'string' || ENGLISH.test(message) || !SPANISH.test(message));
    if (bad) return `mensaje del campo ${bad[0]} no está en español: ${String(bad[1])}`;
  }
  return undefined;
}
