import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import fc from 'fast-check';
import { scaledAuthLimits } from '../auth/limits';
import { businessToday } from '../customer-data/business-date';
import { scaledFormLimits } from '../rate-limits/form-limits';
import { errorShapeProblem } from '../testing/api-error-shape';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import {
  HOSTILE_BODIES,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_TEXT,
  hostileJsonArbitrary,
  hostileStringArbitrary,
  hostileValuesFor,
  type HostileValue,
} from '../testing/hostile-values';
import { MINIMAL_PDF, multipartBody } from '../testing/multipart';
import { exampleOf, propertyPaths, type JsonSchema } from '../testing/schema-example';

/**
 * Issue #14: hostile input gets a 4xx with the common Spanish error body, never a 5xx. Every
 * route of the OpenAPI document is fuzzed field by field: a valid base request (real ids of the
 * demo data, a signed-in customer where the route needs one) with one field replaced by a
 * hostile value, so each case reaches as deep into the handler as that value lets it. A fixed
 * catalogue runs in full; fast-check adds random values with a fixed seed (same cases every run).
 */

const SEED = 14_2026;
const RANDOM_CASES_PER_OPERATION = 10;
// Parallel requests: most cases wait on timers (response floors) or the database, not the CPU.
const CONCURRENCY = 16;

// These end or rotate the session the fuzz uses: they are fuzzed without credentials.
const SESSION_ENDING = new Set(['/api/auth/logout', '/api/auth/logout-all', '/api/auth/refresh']);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
  secured: boolean;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const contentType = content['application/json'] ? 'application/json' : Object.keys(content)[0];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(contentType ? { body: { contentType, schema: content[contentType]!.schema } } : {}),
        // No `security` key means the default: a bearer token.
        secured: operation.security === undefined || operation.security.some((scheme) => 'bearerAuth' in scheme),
        multipart: path === '/api/customers/bills/purchase',
      };
    }),
  );
}

type Target = ({ in: 'path' | 'query' | 'header'; name: string } | { in: 'body'; path: string[] }) & { schema: JsonSchema };

function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  return path.reduce<JsonSchema>((node, key) => node.properties?.[key] ?? {}, schema);
}

/** Which hostile values fit a field: text, a number, or anything else (enums, booleans, objects). */
function kindOf(schema: JsonSchema): 'text' | 'number' | 'other' {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return 'number';
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) return 'text';
  return 'other';
}

interface Case {
  operation: Operation;
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const RAW_MARK = '\u0001raw\u0001';

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** The body as JSON text with one field replaced: raw literals are spliced in after stringify. */
function jsonWith(base: unknown, path: string[], hostile: HostileValue): string {
  const body = structuredClone(base) as Record<string, unknown>;
  setAt(body, path, hostile.kind === 'raw' ? RAW_MARK : hostile.value);
  const text = JSON.stringify(body);
  return hostile.kind === 'raw' ? text.replace(JSON.stringify(RAW_MARK), hostile.value) : text;
}

function encodeOrUndefined(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined; // A lone surrogate has no UTF-8 form; HOSTILE_PATH_SEGMENTS sends its bytes.
  }
}

test('hostile input never gets a 5xx, and every 4xx is the common Spanish error body', async (t) => {
  // The bank's health check answers, so payments reach past it.
  const gateway: Server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

  const { app } = await buildTestApp(t, {
    // Limits would answer 429 before the handlers see the hostile values.
    rateLimit: { readsPerMinute: 10_000_000, writesPerMinute: 10_000_000 },
    authLimits: scaledAuthLimits(100_000),
    formLimits: scaledFormLimits(100_000),
    gateway: { serverUrl: gatewayUrl },
  });
  const session = await loginAs(app, 'cliente@demo.mx');
  const bearer = { authorization: `Bearer ${session.jwt.token}` };
  const started = performance.now();

  // Real ids of the demo data, so a base request passes the handler's lookups.
  const one = async (sql: string, params: unknown[] = []) => String(Object.values((await app.db.query<Record<string, unknown>>(sql, params))[0] ?? {})[0]);
  const customerId = session.customer.id;
  const contractId = await one("select id from contracts where customer_id = $1 and number = 'FVC-2024-000123'", [customerId]);
  const known = {
    contractId,
    statementId: await one('select id from account_statements where contract_id = $1 limit 1', [contractId]),
    invoiceId: await one('select id from cfdi_invoices where contract_id = $1 limit 1', [contractId]),
    policyId: await one('select id from insurance_policies where contract_id = $1 limit 1', [contractId]),
    distributorId: await one('select id from distributors where active limit 1'),
    stateId: await one('select c.state_id from distributors d join cities c on c.id = d.city_id where d.active limit 1'),
    cityId: await one('select city_id from distributors where active limit 1'),
    newsId: await one('select id from news limit 1'),
    pageSlug: await one('select slug from content_pages limit 1'),
    planId: await one('select id from financing_plans limit 1'),
    typeSlug: await one('select slug from vehicle_types limit 1'),
    modelId: await one('select id from vehicle_models limit 1'),
    versionId: await one('select id from vehicle_versions limit 1'),
    planDocument: await one('select file from financing_plan_downloads limit 1'),
  };
  const today = businessToday();
  const satXml = (await app.inject({ url: `/api/customers/invoices/${known.invoiceId}/xml`, headers: bearer })).body;

  /** A real value for a field the handler looks up; undefined leaves the schema's example. */
  function knownValue(operation: Operation, where: string, name: string): unknown {
    if (where === 'path' && name === 'id') {
      if (operation.path.startsWith('/api/customers/contracts/')) return known.contractId;
      if (operation.path.startsWith('/api/customers/statements/')) return known.statementId;
      if (operation.path.startsWith('/api/customers/invoices/')) return known.invoiceId;
      if (operation.path.startsWith('/api/customers/insurance/')) return known.policyId;
      if (operation.path.startsWith('/api/news/')) return known.newsId;
    }
    if (operation.path === '/api/financingplans' && name === 'id') return Number(known.planId);
    if (operation.path === '/media/{file}') return 'news-1.webp';
    const byName: Record<string, unknown> = {
      contractId: known.contractId,
      distributorId: known.distributorId,
      invoiceId: known.invoiceId,
      state_id: Number(known.stateId),
      stateId: Number(known.stateId),
      city_id: Number(known.cityId),
      slug: known.pageSlug,
      file: known.planDocument,
      type: known.typeSlug,
      modelId: Number(known.modelId),
      versionId: Number(known.versionId),
      downPayment: 0.2,
      termMonths: 36,
      asOf: today,
      amount: 50_000_000,
      email: operation.path.startsWith('/api/auth/login') ? 'cliente@demo.mx' : undefined,
    };
    return byName[name];
  }

  const operations = operationsOf(app.swagger() as never);
  let idempotencyCounter = 0;

  const bases = new Map<Operation, ReturnType<typeof buildBase>>();
  const baseOf = (operation: Operation) => {
    if (!bases.has(operation)) bases.set(operation, buildBase(operation));
    return structuredClone(bases.get(operation)!);
  };

  function buildBase(operation: Operation) {
    const valueOf = (where: string, name: string, schema: JsonSchema) => knownValue(operation, where, name) ?? exampleOf(schema);
    const path: Record<string, string> = {};
    const query: Array<[string, string]> = [];
    const headers: Record<string, string> = {};
    for (const parameter of operation.parameters) {
      const value = String(valueOf(parameter.in, parameter.name, parameter.schema));
      if (parameter.in === 'path') path[parameter.name] = encodeURIComponent(value);
      else if (parameter.in === 'query') query.push([parameter.name, encodeURIComponent(value)]);
      else if (parameter.in === 'header') headers[parameter.name] = value;
    }
    const body = operation.body
      ? Object.fromEntries(
          Object.entries(operation.body.schema.properties ?? {}).map(([name, schema]) => [name, valueOf('body', name, schema)]),
        )
      : undefined;
    const auth: Record<string, string> = operation.secured && !SESSION_ENDING.has(operation.path) ? bearer : {};
    return { path, query, headers: { ...auth, ...headers }, body };
  }

  function urlOf(operation: Operation, path: Record<string, string>, query: Array<[string, string]>): string {
    const filled = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => path[name] ?? 'x');
    return query.length > 0 ? `${filled}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : filled;
  }

  function request(operation: Operation, label: string, change: { path?: Record<string, string>; query?: Array<[string, string]>; headers?: Record<string, string>; payload?: string | Buffer; contentType?: string }): Case {
    const base = baseOf(operation);
    const headers = { ...base.headers, ...change.headers };
    // Each request its own key, so one case's quote or payment is not replayed for the next.
    if (operation.parameters.some((parameter) => parameter.name === 'idempotency-key') && !change.headers?.['idempotency-key']) {
      headers['idempotency-key'] = `fuzz-clave-${String(++idempotencyCounter).padStart(10, '0')}`;
    }
    let payload = change.payload;
    if (payload === undefined && base.body) payload = formOrJson(operation, base.body);
    if (payload !== undefined) headers['content-type'] = change.contentType ?? operation.body?.contentType ?? 'application/json';
    return {
      operation,
      label,
      url: urlOf(operation, { ...base.path, ...change.path }, change.query ?? base.query),
      headers,
      ...(payload === undefined ? {} : { payload }),
    };
  }

  function formOrJson(operation: Operation, body: Record<string, unknown>): string {
    if (operation.body?.contentType === 'application/x-www-form-urlencoded') {
      return new URLSearchParams(Object.entries(body).map(([name, value]): [string, string] => [name, String(value)])).toString();
    }
    return JSON.stringify(body);
  }

  function caseFor(operation: Operation, target: Target, hostile: HostileValue): Case | undefined {
    const label = `${target.in}:${'name' in target ? target.name : target.path.join('.')} = ${hostile.label}`;
    const base = baseOf(operation);
    if (target.in === 'body') {
      if (operation.body?.contentType === 'application/x-www-form-urlencoded') {
        if (hostile.kind !== 'string') return undefined;
        return request(operation, label, { payload: formOrJson(operation, { ...base.body, [target.path[0]!]: hostile.value }) });
      }
      return request(operation, label, { payload: jsonWith(base.body, target.path, hostile) });
    }
    if (hostile.kind !== 'string') return undefined;
    if (target.in === 'header') return request(operation, label, { headers: { [target.name]: hostile.value } });
    const encoded = encodeOrUndefined(hostile.value);
    if (encoded === undefined) return undefined;
    if (target.in === 'path') return request(operation, label, { path: { [target.name]: encoded } });
    return request(operation, label, { query: [...base.query.filter(([name]) => name !== target.name), [target.name, encoded]] });
  }

  function targetsOf(operation: Operation): Target[] {
    return [
      ...operation.parameters
        .filter((parameter) => parameter.in !== 'cookie')
        .map((parameter) => ({ in: parameter.in as 'path' | 'query' | 'header', name: parameter.name, schema: parameter.schema })),
      ...(operation.body ? propertyPaths(operation.body.schema).map((path) => ({ in: 'body' as const, path, schema: schemaAt(operation.body!.schema, path) })) : []),
    ];
  }

  function casesOf(operation: Operation, index: number): Case[] {
    const cases: Case[] = [request(operation, 'base', {})];
    const targets = targetsOf(operation);
    for (const target of targets) {
      const values = hostileValuesFor(kindOf(target.schema), target.in === 'body' ? 'body' : 'url');
      for (const hostile of values) {
        const item = caseFor(operation, target, hostile);
        if (item) cases.push(item);
      }
      if (target.in === 'path') {
        for (const { label, segment } of HOSTILE_PATH_SEGMENTS) cases.push(request(operation, `path:${target.name} = ${label}`, { path: { [target.name]: segment } }));
      }
      if (target.in === 'query') {
        const base = baseOf(operation).query;
        const others = base.filter(([name]) => name !== target.name);
        for (const { label, segment } of HOSTILE_PATH_SEGMENTS) cases.push(request(operation, `query:${target.name} = ${label}`, { query: [...others, [target.name, segment]] }));
        cases.push(request(operation, `query:${target.name} repetido`, { query: [...base, [target.name, base.find(([name]) => name === target.name)?.[1] ?? '1']] }));
        cases.push(request(operation, `query:${target.name}[a]`, { query: [...others, [`${target.name}[a]`, '1']] }));
      }
    }
    if (operation.parameters.some((parameter) => parameter.in === 'query')) {
      cases.push(request(operation, 'query desconocido', { query: [...baseOf(operation).query, ['zz_desconocido', '1']] }));
    }
    if (operation.body && operation.body.contentType === 'application/json') {
      const base = baseOf(operation).body!;
      for (const name of operation.body.schema.required ?? []) {
        const rest = { ...base };
        delete rest[name];
        cases.push(request(operation, `body sin ${name}`, { payload: JSON.stringify(rest) }));
      }
      cases.push(request(operation, 'body con campo desconocido', { payload: JSON.stringify({ ...base, zzDesconocido: 'x' }) }));
    }
    if (operation.method !== 'GET' && operation.method !== 'DELETE') {
      for (const body of HOSTILE_BODIES) {
        cases.push(request(operation, `cuerpo ${body.label}`, { payload: body.payload, contentType: body.contentType ?? 'application/json' }));
      }
    }
    if (operation.secured) {
      for (const token of ['', 'Bearer', 'Bearer a\u0000b', `Bearer ${'x'.repeat(5000)}`, 'Basic YTpi', `Bearer ${session.jwt.token}x`]) {
        cases.push(request(operation, `authorization “${token.slice(0, 20)}”`, { headers: { authorization: token } }));
      }
    }
    // Random values on random fields, the same ones on every run (the seed).
    if (targets.length > 0) {
      const arbitrary = fc.constantFrom(...targets).chain((target) =>
        (target.in === 'body' ? hostileJsonArbitrary : hostileStringArbitrary).map((hostile) => ({ target, hostile })),
      );
      for (const { target, hostile } of fc.sample(arbitrary, { seed: SEED + index, numRuns: RANDOM_CASES_PER_OPERATION })) {
        const item = caseFor(operation, target, hostile);
        if (item) cases.push(item);
      }
    }
    return cases;
  }

  /** The invoice request form (multipart): each text field and each file name gets the hostile strings. */
  function multipartCases(operation: Operation): Case[] {
    const fields = { date: today, name: 'Mariana López', contract_id: known.contractId, customer_id: customerId, rfc: 'LOMM850101AB1', tax_regime: '612', cfdi_use: 'I03', street: 'Calle 1', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' };
    const files = (docsName = 'compra.pdf', satName = 'cfdi.xml') => [
      { field: 'docs', filename: docsName, contentType: 'application/pdf', content: MINIMAL_PDF },
      { field: 'sat', filename: satName, contentType: 'application/xml', content: satXml },
    ];
    const make = (label: string, body: ReturnType<typeof multipartBody>) =>
      ({ operation, label, url: operation.path, headers: { ...bearer, ...body.headers }, payload: body.payload });
    const cases = [make('multipart base', multipartBody(fields, files()))];
    // Every case that passes reaches storage (two files, a transaction): the fields get the values
    // that break storage or mail, the file names all of them.
    const forFields = HOSTILE_TEXT.filter((hostile) => ['NUL', 'surrogado alto suelto', 'CR/LF con cabecera falsa', 'vacío', 'largo (5000)'].includes(hostile.label));
    for (const hostile of forFields) {
      for (const name of Object.keys(fields)) cases.push(make(`multipart ${name} = ${hostile.label}`, multipartBody({ ...fields, [name]: hostile.value }, files())));
    }
    for (const hostile of HOSTILE_TEXT) {
      cases.push(make(`multipart nombre de archivo = ${hostile.label}`, multipartBody(fields, files(hostile.value, `${hostile.value}.xml`))));
    }
    return cases;
  }

  const cases = operations.flatMap((operation, index) => [...casesOf(operation, index), ...(operation.multipart ? multipartCases(operation) : [])]);
  // Headers of the request itself, on one public route.
  const health = operations.find((operation) => operation.path === '/api/health')!;
  for (const hostile of HOSTILE_TEXT) {
    cases.push(request(health, `x-request-id = ${hostile.label}`, { headers: { 'x-request-id': hostile.value } }));
  }
  const refresh = operations.find((operation) => operation.path === '/api/auth/refresh')!;
  for (const hostile of [...HOSTILE_TEXT.map((item) => encodeOrUndefined(item.value) ?? '%ED%A0%80'), ...HOSTILE_PATH_SEGMENTS.map((item) => item.segment)]) {
    cases.push(request(refresh, `cookie = ${hostile.slice(0, 20)}`, { headers: { cookie: `fvc_refresh=${hostile}`, 'x-xsrf-token': hostile } }));
  }

  const serverErrors: string[] = [];
  const badShapes: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const describe = (item: Case, status: number, body: string) =>
    `${item.operation.method} ${item.operation.path} [${item.label}] -> ${status} ${body.slice(0, 160)}`;

  async function run(item: Case): Promise<void> {
    // app.inject lets through header values Node's parser would refuse (NUL): stricter than the wire.
    const response = await app.inject({ method: item.operation.method as 'GET', url: item.url, headers: item.headers, ...(item.payload === undefined ? {} : { payload: item.payload }) });
    sent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) serverErrors.push(describe(item, response.statusCode, response.body));
    else if (response.statusCode >= 400) {
      const problem = errorShapeProblem(response.headers['content-type'] as string | undefined, response.body);
      if (problem) badShapes.push(`${describe(item, response.statusCode, response.body)} (${problem})`);
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) await run(cases[next++]!);
    }),
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  t.diagnostic(
    `operaciones: ${operations.length}; solicitudes: ${sent}; ` +
      `5xx: ${serverErrors.length}; errores sin la forma común: ${badShapes.length}; ${seconds} s; ` +
      `estados: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  // The fuzz reached past authentication and lookups: base requests, and the values that pass, succeed.
  assert.ok((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) > 100, 'las solicitudes base llegan a los handlers');
  assert.deepEqual(serverErrors.slice(0, 30), [], `${serverErrors.length} respuestas 5xx`);
  assert.deepEqual(badShapes.slice(0, 30), [], `${badShapes.length} errores sin la forma común`);
});
