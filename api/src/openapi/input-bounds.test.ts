import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-test-app';
import type { JsonSchema } from '../testing/schema-example';

// Formats whose values have a fixed, short length.
const BOUNDED_FORMATS = new Set(['uuid', 'date', 'date-time']);

/** Every field of `schema` that takes unbounded input: a number without a range, text without a length. */
function unboundedFields(schema: JsonSchema, where: string): string[] {
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const closed = schema.const !== undefined || schema.enum !== undefined;
  if (!closed && (types.includes('integer') || types.includes('number'))) {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) found.push(`${where}: número sin maximum`);
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) found.push(`${where}: número sin minimum`);
  }
  if (!closed && types.includes('string') && schema.maxLength === undefined && !BOUNDED_FORMATS.has(String(schema.format))) {
    found.push(`${where}: texto sin maxLength`);
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedFields(branch, where));
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...unboundedFields(property, `${where}.${name}`));
  if (schema.items) found.push(...unboundedFields(schema.items, `${where}[]`));
  return found;
}

interface DocumentOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Issue #14: every number a route reads has a range and every text a length, so that what the
 * database or the engine receives is what the schema promised (an id above 2^31 - 1 made the
 * query fail with a 500). Walks the OpenAPI document, which is built from the same schemas that
 * validate requests. Open objects (a WebAuthn response) are bounded by the body limit instead.
 */
test('every number and text a route reads has a bound in its schema', async (t) => {
  const { app } = await buildTestApp(t);
  const document = app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> };
  const problems: string[] = [];
  let checked = 0;
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        checked += 1;
        problems.push(...unboundedFields(parameter.schema, `${route} ${parameter.in}:${parameter.name}`));
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        checked += 1;
        problems.push(...unboundedFields(content.schema, `${route} body (${type})`));
      }
    }
  }
  assert.ok(checked > 50, `se revisaron ${checked} entradas`);
  assert.deepEqual(problems, []);
});
