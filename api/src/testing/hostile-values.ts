import fc from 'fast-check';

/**
 * What a fuzzer (or an attacker) sends instead of a field's value. Strings go in every part of a
 * request; the other values only fit a JSON body; `raw` values are JSON number literals that
 * `JSON.stringify` cannot produce (`1e999` parses to Infinity).
 */
export type HostileText = { kind: 'string'; label: string; value: string };
export type HostileValue = HostileText | { kind: 'json'; label: string; value: unknown } | { kind: 'raw'; label: string; value: string };

const s = (label: string, value: string): HostileText => ({ kind: 'string', label, value });
const j = (label: string, value: unknown): HostileValue => ({ kind: 'json', label, value });
const raw = (label: string, value: string): HostileValue => ({ kind: 'raw', label, value });

/** Hostile text: what breaks storage (NUL, lone surrogates), forges lines in mail, or is odd Unicode. */
export const HOSTILE_TEXT: HostileText[] = [
  s('NUL', 'a\u0000b'),
  s('surrogado alto suelto', '\uD800'),
  s('surrogados invertidos', 'x\uDC00\uD800y'),
  s('vacío', ''),
  s('espacios', '   '),
  s('CR/LF con cabecera falsa', 'Ana\r\nCorreo: falso@example.com'),
  s('separador de línea Unicode', 'a\u2028Correo: b'),
  s('NEL y controles', '\u0085\u0007\u001b[31m'),
  s('Unicode variado', '🚚 Camión ñandú e\u0301 \u202Eevil\u200B\uFEFF 𝕏 ｆｕｌｌ１２３'),
  s('SQL', "'; drop table quotes; --"),
  s('HTML y plantilla', '<script>alert(1)</script>${jndi:ldap://x}'),
  s('%00 y ruta relativa', '%00../../etc/passwd'),
  s('largo (5000)', 'x'.repeat(5000)),
];

/** Text that a careless parser reads as a number, or as a number it cannot store. */
const HOSTILE_NUMERIC_TEXT: HostileText[] = [
  s('Infinity', 'Infinity'),
  s('-Infinity', '-Infinity'),
  s('1e999', '1e999'),
  s('-1e999', '-1e999'),
  s('NaN', 'NaN'),
  s('-0', '-0'),
  s('hexadecimal', '0x10'),
  s('decimal', '1.5'),
  s('2^31', '2147483648'),
  s('-2^31-1', '-2147483649'),
  s('2^53+1', '9007199254740993'),
  s('1e308', '1e308'),
  s('número con espacios', ' 1 '),
];

/** JSON values of the wrong type for most fields. */
const HOSTILE_TYPES: HostileValue[] = [
  j('true', true),
  j('null', null),
  j('0', 0),
  j('arreglo vacío', []),
  j('arreglo de texto', ['a']),
  j('arreglo de número', [1]),
  j('arreglo de true', [true]),
  j('objeto', { a: 1 }),
  j('operador', { $gt: '' }),
];

/** JSON numbers at and past the edges, including literals `JSON.stringify` cannot write. */
const HOSTILE_NUMBERS: HostileValue[] = [
  j('-1', -1),
  j('1.5', 1.5),
  j('2^31', 2 ** 31),
  j('2^53+1', 2 ** 53 + 1),
  j('-(2^53+1)', -(2 ** 53 + 1)),
  j('1e308', 1e308),
  raw('1e999', '1e999'),
  raw('-1e999', '-1e999'),
  raw('-0', '-0'),
  raw('1e-999', '1e-999'),
  raw('entero de 30 dígitos', '123456789012345678901234567890'),
];

/** The hostile values for one field: what its type could be confused with, and what breaks storage. */
export function hostileValuesFor(schemaType: 'text' | 'number' | 'other', where: 'body' | 'url'): HostileValue[] {
  const pick = <T extends { label: string }>(values: T[], labels: string[]) => values.filter((value) => labels.includes(value.label));
  const someNumbers = pick(HOSTILE_NUMERIC_TEXT, ['Infinity', '1e999']);
  const someText = pick(HOSTILE_TEXT, ['NUL', 'surrogado alto suelto', 'vacío', 'largo (5000)']);
  if (where === 'url') return schemaType === 'number' ? [...HOSTILE_NUMERIC_TEXT, ...someText] : [...HOSTILE_TEXT, ...someNumbers];
  if (schemaType === 'text') return [...HOSTILE_TEXT, ...pick(HOSTILE_TYPES, ['true', 'null', '0', 'arreglo de texto', 'objeto'])];
  if (schemaType === 'number') return [...someNumbers, ...pick(someText, ['NUL', 'vacío']), ...HOSTILE_TYPES, ...HOSTILE_NUMBERS];
  return [...someNumbers, ...pick(someText, ['NUL', 'vacío']), s('"true"', 'true'), s('"1"', '1'), ...HOSTILE_TYPES];
}

/** Whole bodies: not an object, not JSON, or built to exhaust a parser or a walker. */
export const HOSTILE_BODIES: Array<{ label: string; payload: string | Buffer; contentType?: string }> = [
  { label: 'vacío', payload: '' },
  { label: 'null', payload: 'null' },
  { label: 'arreglo', payload: '[]' },
  { label: 'texto', payload: '"texto"' },
  { label: 'número', payload: '1' },
  { label: 'JSON cortado', payload: '{"a":' },
  { label: 'JSON inválido', payload: '{a:1}' },
  { label: '__proto__', payload: '{"__proto__":{"admin":true}}' },
  { label: 'constructor.prototype', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { label: 'arreglos anidados', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'objetos anidados', payload: `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}` },
  { label: 'UTF-8 inválido', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: 'BOM', payload: '\uFEFF{}' },
  { label: 'demasiado grande', payload: JSON.stringify({ a: 'x'.repeat(70_000) }) },
  { label: 'texto plano', payload: '{}', contentType: 'text/plain' },
  { label: 'XML', payload: '<a/>', contentType: 'application/xml' },
  { label: 'charset desconocido', payload: '{}', contentType: 'application/json; charset=utf-7' },
  { label: 'multipart sin frontera', payload: 'x', contentType: 'multipart/form-data' },
  { label: 'formulario', payload: 'a=1&a=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'tipo inventado', payload: '{}', contentType: 'application/x-fuzz' },
];

/** Path segments as they arrive on the wire: bad %-encoding, encoded NUL or surrogate, too long. */
export const HOSTILE_PATH_SEGMENTS: Array<{ label: string; segment: string }> = [
  { label: '% suelto', segment: '%' },
  { label: '%zz', segment: '%zz' },
  { label: 'UTF-8 demasiado largo', segment: '%C0%AF' },
  { label: 'surrogado codificado', segment: '%ED%A0%80' },
  { label: 'NUL codificado', segment: 'a%00b' },
  { label: 'largo (5000)', segment: 'x'.repeat(5000) },
];

// One code unit of each awkward class, mixed into random strings.
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const hostileUnit = fc.oneof({ arbitrary: anyCodePoint, weight: 6 }, { arbitrary: loneSurrogate, weight: 1 }, { arbitrary: control, weight: 1 });

/** Random strings: any code point, lone surrogates and control characters, up to 300 units. */
export const hostileStringArbitrary: fc.Arbitrary<HostileValue> = fc
  .string({ unit: hostileUnit, maxLength: 300 })
  .map((value) => s('aleatorio', value));

/** Random JSON-body values: numbers of any kind (as raw literals too), nested values, strings. */
export const hostileJsonArbitrary: fc.Arbitrary<HostileValue> = fc.oneof(
  hostileStringArbitrary,
  fc.double().map((value) => raw('double aleatorio', Object.is(value, -0) ? '-0' : String(value))),
  fc.integer().map((value) => j('entero aleatorio', value)),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((value) => raw('bigint aleatorio', value.toString())),
  fc.jsonValue({ maxDepth: 3 }).map((value) => j('JSON aleatorio', value)),
);
