import { XMLParser, XMLValidator } from 'fast-xml-parser';

// Checks on files customers upload (invoices of a purchase, proofs of payment), on the bytes alone:
// the extension and the Content-Type the browser sends prove nothing. Reasons are Spanish because
// the customer reads them next to the file they picked.

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
// Writers may append line ends or padding after %%EOF; readers look for it in the last 1 KiB.
const PDF_EOF_WINDOW = 1024;

/** A PDF by its bytes: `%PDF-` at offset 0 and a `%%EOF` in the last KiB (so not a truncated upload). */
/**
 * The name a browser gave an uploaded file, as it can be stored and shown: control characters
 * (NUL, line breaks) and lone surrogates removed (PostgreSQL refuses NUL and broken UTF-16 in
 * text), at most 200 characters. The stored file never uses it (upload-store.ts).
 */
export function storableFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = name.replace(/[\u0000-\u001f\u007f-\u009f]|\p{Cs}/gu, '').trim();
  // By code point, so the cut never splits a surrogate pair.
  return Array.from(cleaned).slice(0, 200).join('') || 'archivo';
}

export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < PDF_MAGIC.length + PDF_EOF.length) return false;
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  return bytes.subarray(Math.max(0, bytes.length - PDF_EOF_WINDOW)).includes(PDF_EOF);
}

export const MAX_SAT_XML_BYTES = 2 * 1024 * 1024;

const CFDI_ROOT = 'cfdi:Comprobante';
const CFDI_NAMESPACES = new Set(['http://www.sat.gob.mx/cfd/3', 'http://www.sat.gob.mx/cfd/4']);
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';

const REASONS = {
  empty: 'El archivo está vacío.',
  tooLarge: 'El archivo pesa más de 2 MB. Un XML de CFDI pesa mucho menos: revisa que sea el archivo correcto.',
  pdf: 'El archivo es un PDF, no un XML. Sube el archivo .xml del CFDI.',
  notUtf8: 'El archivo no es un XML de texto en UTF-8. Sube el archivo .xml del CFDI tal como lo recibiste.',
  declarations: 'El XML trae declaraciones DOCTYPE o ENTITY, que un CFDI no lleva. Por seguridad no lo procesamos.',
  malformed: (line?: number) =>
    `El XML está dañado o incompleto${line ? ` (línea ${line})` : ''}. Descárgalo de nuevo y vuelve a subirlo.`,
  notCfdi: 'El XML no es un CFDI del SAT: falta el elemento cfdi:Comprobante de la versión 3.3 o 4.0.',
} as const;

export type SatXmlResult =
  | { ok: true; rootName: string; uuid: string | null; rfcEmisor: string | null; rfcReceptor: string | null; total: string | null }
  | { ok: false; reason: string };

const fail = (reason: string): SatXmlResult => ({ ok: false, reason });

// C0 controls other than tab, LF and CR cannot appear in an XML 1.0 document at all: their presence
// means a binary file, whatever its name says.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// Anywhere in the file, in any case, comments and CDATA included: a CFDI never has a DTD, and a DTD
// is how external entities (XXE) and entity expansion (billion laughs) get in. Refusing it before
// any parser runs means no parser option has to be trusted for that.
const DTD_DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;
// Without a DTD the only entities that exist are the five predefined ones and character references
// (checked outside comments and CDATA, where a bare & is legal).
const UNDECLARED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;
const COMMENT_OR_CDATA = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
const DECLARED_ENCODING = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type XmlObject = Record<string, unknown>;

// fast-xml-parser gives an array for a repeated element and '' for an empty one.
function element(value: unknown): XmlObject | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'object' && single !== null ? (single as XmlObject) : undefined;
}

function attribute(node: XmlObject | undefined, name: string): string | null {
  const value = node?.[name];
  return typeof value === 'string' ? decodeReferences(value) : null;
}

// Entity processing is off in the parser, so the predefined entities and character references
// are resolved here, in one pass (so "&amp;lt;" stays "&lt;").
function decodeReferences(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-f]+));/gi, (reference, name?: string, decimal?: string, hex?: string) => {
    if (name) return named[name] ?? reference;
    const codePoint = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });
}

/**
 * Reads an XML the SAT issues (a CFDI) without trusting it: no DTD, no entities, UTF-8 text only,
 * at most 2 MiB, and the root must be `cfdi:Comprobante` in the CFDI 3.3 or 4.0 namespace.
 * Returns the few values the portal shows, or the reason to give the customer.
 */
export function readSatXml(bytes: Buffer): SatXmlResult {
  if (bytes.length === 0) return fail(REASONS.empty);
  if (bytes.length > MAX_SAT_XML_BYTES) return fail(REASONS.tooLarge);
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return fail(REASONS.pdf);

  let text: string;
  try {
    // fatal: invalid UTF-8 (a Latin-1 file, UTF-16, binary) throws instead of becoming U+FFFD.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(REASONS.notUtf8);
  }
  if (BINARY.test(text)) return fail(REASONS.notUtf8);
  const encoding = DECLARED_ENCODING.exec(text)?.[1];
  if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') return fail(REASONS.notUtf8);
  if (DTD_DECLARATION.test(text)) return fail(REASONS.declarations);
  if (UNDECLARED_ENTITY.test(text.replace(COMMENT_OR_CDATA, ''))) return fail(REASONS.malformed());

  const validation = XMLValidator.validate(text);
  if (validation !== true) return fail(REASONS.malformed(validation.err.line));

  let document: XmlObject;
  try {
    document = parser.parse(text) as XmlObject;
  } catch {
    return fail(REASONS.malformed());
  }
  // An XML document has exactly one root element (the validator lets several through).
  const roots = Object.keys(document);
  const rootName = roots[0];
  if (roots.length !== 1 || rootName === undefined || Array.isArray(document[rootName])) return fail(REASONS.malformed());
  const comprobante = element(document[rootName]);
  if (rootName !== CFDI_ROOT || !CFDI_NAMESPACES.has(attribute(comprobante, 'xmlns:cfdi') ?? '')) return fail(REASONS.notCfdi);

  const stamp = element(element(comprobante?.['cfdi:Complemento'])?.['tfd:TimbreFiscalDigital']);
  // The tfd prefix is declared on the timbre itself or, in some PACs' output, on the root.
  const stampNamespace = attribute(stamp, 'xmlns:tfd') ?? attribute(comprobante, 'xmlns:tfd');
  return {
    ok: true,
    rootName,
    uuid: stampNamespace === TFD_NAMESPACE ? attribute(stamp, 'UUID') : null,
    rfcEmisor: attribute(element(comprobante?.['cfdi:Emisor']), 'Rfc'),
    rfcReceptor: attribute(element(comprobante?.['cfdi:Receptor']), 'Rfc'),
    total: attribute(comprobante, 'Total'),
  };
}
