import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { errorShapeProblem } from '../../testing/api-error-shape';
import { buildTestApp } from '../../testing/build-test-app';

/** Writes raw bytes to the server and reads the whole answer (the server closes the connection). */
function rawExchange(port: number, write: (socket: ReturnType<typeof connect>) => void): Promise<{ status: number; headers: string; body: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => write(socket));
    let received = '';
    socket.setEncoding('utf8');
    // A server that never answers fails the test instead of hanging it.
    socket.setTimeout(8000, () => socket.destroy());
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, elapsedMs: performance.now() - started });
    });
  });
}

/**
 * Issue #14: what Fastify or Node's HTTP server refuse by themselves (no route, a URL that does not
 * decode, a body too large or of another type, headers over the limit, a request that does not
 * arrive in time) gets the same body as every other error: a stable code and a Spanish message.
 */
test('framework and server errors answer with the common Spanish error body', async (t) => {
  // Short timeouts so the slow-body case takes a second, not thirty.
  const { app } = await buildTestApp(t, { httpTimeouts: { requestTimeout: 1000, headersTimeout: 1000, connectionsCheckingInterval: 100 } });

  const expectError = (response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string) => {
    assert.equal(response.statusCode, status, response.body);
    assert.equal(errorShapeProblem(String(response.headers['content-type']), response.body), undefined, response.body);
    assert.equal(JSON.parse(response.body).code, code);
  };

  await t.test('through Fastify: route, URL, body size, type and syntax', async () => {
    expectError(await app.inject({ url: '/api/no-existe' }), 404, 'NOT_FOUND');
    expectError(await app.inject({ method: 'PUT', url: '/api/health' }), 404, 'NOT_FOUND');
    const badUrl = await app.inject({ url: '/api/pages/%E0%A4%A' });
    expectError(badUrl, 400, 'BAD_URL');
    assert.ok(badUrl.json().requestId, 'lleva el id de la solicitud');
    // Answered before any hook ran, it still carries the security headers of every answer (issue #66).
    for (const url of ['/api/pages/%zz', `/api/pages/${'x'.repeat(150)}`]) {
      const early = await app.inject({ url });
      assert.equal(early.headers['x-content-type-options'], 'nosniff', url);
      assert.match(String(early.headers['content-security-policy']), /default-src 'self'/, url);
      assert.ok(early.headers['strict-transport-security'], url);
    }
    expectError(await app.inject({ url: `/api/pages/${'x'.repeat(150)}` }), 414, 'URI_TOO_LONG');
    const contact = { method: 'POST' as const, url: '/api/contact' };
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(70_000) }) }), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Fastify parses text/plain as a string: a body that is not the form's object.
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'text/plain' }, payload: 'hola' }), 400, 'VALIDATION_ERROR');
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'application/json' }, payload: '{"name":' }), 400, 'VALIDATION_ERROR');
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'application/json' }, payload: '' }), 400, 'VALIDATION_ERROR');
    expectError(await app.inject({ ...contact, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"a":1}}' }), 400, 'VALIDATION_ERROR');
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);

  await t.test('through Node: headers too large, a malformed request, a body that never finishes', async () => {
    const large = await rawExchange(port, (socket) => socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`));
    assert.equal(large.status, 431);
    assert.equal(errorShapeProblem('application/json', large.body), undefined, large.body);
    assert.equal(JSON.parse(large.body).code, 'HEADERS_TOO_LARGE');

    const longUrl = await rawExchange(port, (socket) => socket.write(`GET /api/search?phrase=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    assert.equal(longUrl.status, 431, 'Node cuenta la URL dentro del límite de encabezados');
    assert.equal(JSON.parse(longUrl.body).code, 'HEADERS_TOO_LARGE');

    const malformed = await rawExchange(port, (socket) => socket.write('ESTO NO ES HTTP\r\n\r\n'));
    assert.equal(malformed.status, 400);
    assert.match(malformed.headers, /content-type: application\/json/i);
    assert.match(malformed.headers, /x-content-type-options: nosniff/i);
    assert.match(large.headers, /content-security-policy: default-src 'self'/i);
    assert.equal(JSON.parse(malformed.body).code, 'BAD_REQUEST');
    assert.equal(errorShapeProblem('application/json', malformed.body), undefined, malformed.body);

    // One byte of a 100-byte body, then nothing: answered 408 after requestTimeout (1 s here).
    const slow = await rawExchange(port, (socket) =>
      socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'),
    );
    assert.equal(slow.status, 408, slow.headers);
    assert.equal(JSON.parse(slow.body).code, 'REQUEST_TIMEOUT');
    assert.equal(errorShapeProblem('application/json', slow.body), undefined, slow.body);
    assert.ok(slow.elapsedMs < 5000, `cerrada en ${Math.round(slow.elapsedMs)} ms`);
  });
});
