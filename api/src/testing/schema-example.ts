import fc from 'fast-check';

/** A JSON Schema as it appears in the OpenAPI document (plain JSON, no TypeBox symbols). */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  title?: string;
  [keyword: string]: unknown;
}

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'ana.prueba@example.com',
  uuid: '3f1d2c4b-5a69-4e7d-8c1b-2a3b4c5d6e7f',
  date: '2026-01-15',
  'date-time': '2026-01-15T12:00:00.000Z',
};

// Readable candidates tried before generating from a pattern: a base request should look like
// what a person would type, so that one hostile field is the only thing wrong with it.
const TEXT_CANDIDATES = ['Texto de prueba', 'Prueba', 'abcdefgh12345678', 'abcdefghijklmnopqrstuvwxyz012345', 'ABCD12345678', '5512345678', 'a'];

function fits(value: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

function stringExample(schema: JsonSchema): string {
  if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format]!;
  const readable = TEXT_CANDIDATES.find((candidate) => fits(candidate, schema));
  if (readable !== undefined) return readable;
  if (schema.pattern !== undefined) {
    // Printable ASCII only, and a fixed seed: the same example on every run. Sampled rather than
    // filtered: a filter that rarely passes would loop for a long time.
    const sampled = fc
      .sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 7, numRuns: 500 })
      .find((value) => /^[\x20-\x7e]*$/.test(value) && fits(value, schema));
    if (sampled !== undefined) return sampled;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function numberExample(schema: JsonSchema): number {
  if (typeof schema.default === 'number') return schema.default;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low);
  return Math.min(Math.max(low, 1), high);
}

/**
 * A value that passes `schema`, chosen to look ordinary: the first enum or union member, the
 * minimum (or 1), a readable string. Objects get every property, optional ones included.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return exampleOf(branch);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'string':
      return stringExample(schema);
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'null':
      return null;
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]));
  }
}

/** Dotted paths of every property under an object schema, nested objects included (`credential.id`). */
export function propertyPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    return property.properties ? [path, ...propertyPaths(property, path)] : [path];
  });
}
