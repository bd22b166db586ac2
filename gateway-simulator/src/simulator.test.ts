import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sign } from './signature';
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
  const order = { mp_order: 'orden-1', mp_reference: 'FVC-2025-000789', mp_amount: '100.00' };
  const paying = await simulator.inject({
    method: 'POST',
    url: '/pagar',
    payload: {
      ...order,
      mp_account: '1', mp_product: '1', mp_node: '1', mp_concept: '1', mp_currency: '1',
      mp_customername: 'Jorge', mp_email: 'flotilla@demo.mx',
      mp_urlsuccess: 'http://127.0.0.1/ok', mp_urlfailure: 'http://127.0.0.1/error',
      mp_signature: sign(SECRET, order.mp_order, order.mp_reference, order.mp_amount),
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
