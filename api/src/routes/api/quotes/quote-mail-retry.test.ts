import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { deliverPending } from '../../../mail/deliver-pending';
import { createMailSender } from '../../../mail/transport';
import { buildTestApp } from '../../../testing/build-test-app';

test('el correo de una cotización espera a un servidor SMTP caído y se envía una sola vez al volver', async (t) => {
  const { app } = await buildTestApp(t);
  let failing = true;
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
        received.push(Buffer.concat(chunks).toString('utf8'));
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: '' });
  t.after(() => sender.close());

  const [version] = await app.db.query<{ id: number }>('select id from vehicle_versions order by id limit 1');
  const response = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: { 'idempotency-key': 'reintento-smtp-0001' },
    payload: {
      versionId: version?.id,
      plan: 'credit',
      personType: 'moral',
      downPayment: 0.3,
      termMonths: 36,
      insurance: 'cash',
      name: 'Transportes del Bajío',
      email: 'flota@example.com',
      phone: '477 123 4567',
      state: 'Guanajuato',
      acceptsPrivacy: true,
    },
  });
  assert.equal(response.statusCode, 201);
  const options = { from: 'pruebas@financieravial.example' };

  const down = await deliverPending(app.db, sender, options);
  assert.deepEqual(down, { sent: 0, retried: 1, failed: 0 });
  const [pending] = await app.db.query<{ status: string; last_error: string }>(`select status, last_error from mail_outbox where kind = 'quote'`);
  assert.equal(pending?.status, 'pending');
  assert.match(pending?.last_error ?? '', /451|no disponible/i);

  // Not due yet: the backoff keeps the worker from hammering the server.
  assert.deepEqual(await deliverPending(app.db, sender, options), { sent: 0, retried: 0, failed: 0 });

  failing = false;
  await app.db.query(`update mail_outbox set next_attempt_at = now() where kind = 'quote'`);
  assert.deepEqual(await deliverPending(app.db, sender, options), { sent: 1, retried: 0, failed: 0 });
  assert.deepEqual(await deliverPending(app.db, sender, options), { sent: 0, retried: 0, failed: 0 });
  assert.equal(received.length, 1);
  assert.match(received[0] ?? '', /application\/pdf/);
  assert.match(received[0] ?? '', /To: flota@example.com/);
});
