import { AjvCompiler, type Ajv, type Options } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation (issue #14): one Ajv per kind of input, plus two keywords every schema gets.
 *
 * - JSON bodies are validated strictly, with no type coercion: `"name": true` is not the text
 *   "true" and `"acceptsPrivacy": [1]` is not consent. Querystring, params and headers arrive as
 *   text, so there strings still become numbers (Fastify's default `coerceTypes: 'array'`).
 * - `strictNumbers` refuses NaN and Infinity where a JSON value is a number (`1e999` parses to
 *   Infinity); `finiteNumber` does the same after coercion, where Ajv turns "Infinity" or
 *   "1e999" into a number without checking it again and only `maximum` would have stopped it.
 * - `wellFormedText` refuses NUL and lone surrogates in every string: PostgreSQL cannot store
 *   either in text or jsonb, so they used to end in a 500 after the handler had started.
 *
 * Why keywords added to the schemas rather than a preValidation hook walking the parsed input:
 * the refusal is an ordinary Ajv error, so it comes back in the same 400 as any other issue of
 * the request, with the field's Spanish label from its schema `title`, through the one error
 * handler, and every route (today's and tomorrow's) gets it without opting in. Open objects
 * (`additionalProperties` not false, e.g. a WebAuthn response) get `wellFormedRest`: the same
 * check on everything their schema does not declare, keys included.
 */

const COMMON_OPTIONS: Options = {
  // All issues at once (a form marks every bad field); `verbose` gives the schema `title` the
  // Spanish messages use as the field label.
  allErrors: true,
  verbose: true,
  strictNumbers: true,
};

// In a `u` regular expression a surrogate pair is one code point, so only a lone surrogate (or a
// NUL) matches.
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const BAD_TEXT = /[\u0000\uD800-\uDFFF]/u;

const isWellFormedText = (text: string) => !BAD_TEXT.test(text);

/**
 * Every string (and key) inside `value` is well formed. Iterative, so 20,000 nested arrays cannot
 * overflow the stack; the body limit (64 KiB) bounds the work.
 */
function isWellFormedValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return false;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isWellFormedText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

function addKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'wellFormedText',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown) => !enabled || typeof data !== 'string' || isWellFormedText(data),
  });
  // On an open object: the properties its schema does not declare (declared ones carry their own
  // keywords), keys included, however deep.
  ajv.addKeyword({
    keyword: 'wellFormedRest',
    schemaType: 'array',
    errors: false,
    validate: (declared: string[], data: unknown) =>
      typeof data !== 'object' || data === null || Array.isArray(data)
        ? true
        : Object.entries(data).every(([key, value]) => declared.includes(key) || (isWellFormedText(key) && isWellFormedValue(value))),
  });
  // Not tied to `type: 'number'`: Ajv runs the number keywords only when the data passes its own
  // finite-number check, so after a coercion to Infinity they (minimum, maximum) were all skipped.
  ajv.addKeyword({
    keyword: 'finiteNumber',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown) => !enabled || typeof data !== 'number' || Number.isFinite(data),
  });
}

type Schema = Record<string, unknown>;

const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

// Keywords whose value is one subschema, or a list or map of them.
const ONE = ['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems'];
const MANY = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** A copy of `schema` with the keywords on every string, number and open object in it. */
export function withInputKeywords(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const source = schema as Schema;
  const copy: Schema = { ...source };
  for (const key of ONE) if (key in source) copy[key] = withInputKeywords(source[key]);
  for (const key of MANY) if (Array.isArray(source[key])) copy[key] = (source[key] as unknown[]).map(withInputKeywords);
  for (const key of MAP) {
    if (typeof source[key] === 'object' && source[key] !== null) {
      copy[key] = Object.fromEntries(Object.entries(source[key] as Schema).map(([name, sub]) => [name, withInputKeywords(sub)]));
    }
  }
  if (typeof source.additionalProperties === 'object') copy.additionalProperties = withInputKeywords(source.additionalProperties);
  const types = typesOf(source);
  if (types.includes('string')) copy.wellFormedText = true;
  if (types.includes('number') || types.includes('integer')) copy.finiteNumber = true;
  if (types.includes('object') && source.additionalProperties !== false) {
    copy.wellFormedRest = Object.keys((source.properties as Schema | undefined) ?? {});
  }
  return copy;
}

/**
 * The validator compiler for `app.setValidatorCompiler`: the body without coercion, the other
 * parts with Fastify's; the rest of Fastify's defaults kept (ajv-formats, `removeAdditional`,
 * `useDefaults`), through the same @fastify/ajv-compiler Fastify uses.
 */
export function createRequestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const build = AjvCompiler();
  const body = build({}, { customOptions: { ...COMMON_OPTIONS, coerceTypes: false }, onCreate: addKeywords });
  const text = build({}, { customOptions: { ...COMMON_OPTIONS, coerceTypes: 'array' }, onCreate: addKeywords });
  return (route) => {
    const compile = route.httpPart === 'body' ? body : text;
    // The pool's compilers take the route definition, typed loosely as `AnySchema`.
    return compile({ ...route, schema: withInputKeywords(route.schema) } as never) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
