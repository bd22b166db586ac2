import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sign, signatureMatches } from './signature';
import { buildSimulator } from './simulator';

const SECRET = 'llave-de-prueba';

test('a closed simulator stops notifying, even with a notification in flight', async (t) => {
  // The merchant holds the first notification open until the simulator has closed, then refuses it.
  const held: ServerResponse[] = [];
  let received = 0;
  const merchant = createServer((request: IncomingMessage, response: ServerResponse) => {
    received += 1;
    request.resume();
    held.push(response);
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  t.after(() => merchant.close());
  const notifyUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/`;

  const simulator = await buildSimulator({ secret: SECRET, notifyUrl, notifyRetryMs: 20 });
  const order = { mp_order: '0b9a4c1e-3f6d-4a2b-9c8e-7d6f5e4a3b21', mp_reference: 'FVC-2025-000789', mp_amount: '100.00' };
  const paying = await simulator.inject({
    method: 'POST',
    url: '/pagar',
    payload: {
      ...order,
      mp_account: '1', mp_product: '1', mp_node: '1', mp_concept: '1', mp_currency: '1',
      mp_customername: 'Jorge', mp_email: 'flotilla@demo.mx',
      mp_urlsuccess: 'http://127.0.0.1/ok', mp_urlfailure: 'http://127.0.0.1/error',
      mp_signature: sign(SECRET, { type: 'request', order: order.mp_order, reference: order.mp_reference, amount: order.mp_amount }),
    },
  });
  assert.equal(paying.statusCode, 200);
  const confirmed = await simulator.inject({
    method: 'POST',
    url: '/pagar/confirmar',
    payload: { mp_order: order.mp_order, card: '4111111111111111', cvv: '123', name: 'Jorge' },
  });
  assert.equal(confirmed.statusCode, 200);

  for (let waited = 0; received === 0 && waited < 5_000; waited += 10) await sleep(10);
  assert.equal(received, 1, 'the first notification reached the merchant');
  await simulator.close();
  for (const response of held) response.writeHead(503).end();

  // Retries were 20, 40, 80 ms apart: a second of silence means none was scheduled after the close.
  await sleep(1_000);
  assert.equal(received, 1);
});

test('the protocol: each message signed over its own kind, strict fields, known answers (openssl dgst -sha256 -hmac)', () => {
  const order = '9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f';
  // printf '%s' 'request|9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f|FVC-2024-000123|1234.56' | openssl dgst -sha256 -hmac llave-de-prueba
  assert.equal(sign(SECRET, { type: 'request', order, reference: 'FVC-2024-000123', amount: '1234.56' }), REQUEST_SIGNATURE);
  // printf '%s' 'answer|…|1234.56|482913|00' | openssl dgst -sha256 -hmac llave-de-prueba
  assert.equal(sign(SECRET, { type: 'answer', order, reference: 'FVC-2024-000123', amount: '1234.56', authorization: '482913', response: '00' }), ANSWER_SIGNATURE);
  // An answer with an empty authorization has no signature at all: it is not a message of the protocol.
  assert.throws(() => sign(SECRET, { type: 'answer', order, reference: 'FVC-2024-000123', amount: '1234.56', authorization: '', response: '05' }));
  assert.equal(signatureMatches(SECRET, REQUEST_SIGNATURE, { type: 'status', order }), false);
});

const REQUEST_SIGNATURE = '38d5044677d60d90eb772f5f7eb5fe93e0e53c331c2d0b8fe5836fe09f34bbcd';
const ANSWER_SIGNATURE = '7c879af14203dff5bf1cc15216b6a3eeb13da917cb74c1c84dbf865fff0f1b58';
