import assert from 'node:assert/strict';
import { test } from 'node:test';
import { migrate } from '../db/migrate';
import { createPgliteDatabase } from '../db/pglite-database';
import { MAX_ATTEMPTS, retryDelaySeconds } from '../jobs/retry-delay';
import { deliverPending } from './deliver-pending';
import { enqueueMail } from './outbox';
import type { MailSender } from './transport';

test('entrega de la bandeja de salida', async (t) => {
  const db = await createPgliteDatabase('memory://');
  t.after(() => db.close());
  await migrate(db);

  const down: MailSender = {
    send: async () => {
      throw new Error('ECONNREFUSED 127.0.0.1:25');
    },
    close: () => {},
  };

  await t.test('un servidor caído no pierde el correo: reintenta con espera creciente y al final lo marca fallido', async () => {
    const id = await enqueueMail(db, { kind: 'prueba', to: 'a@example.com', subject: 'Hola\r\nBcc: x@example.com', text: 'x' });
    const [stored] = await db.query<{ subject: string }>('select subject from mail_outbox where id = $1', [id]);
    assert.equal(stored?.subject, 'Hola Bcc: x@example.com', 'sin saltos de línea en la cabecera');

    assert.deepEqual(await deliverPending(db, down, { from: 'f@example.com', maxAttempts: 2 }), { sent: 0, retried: 1, failed: 0 });
    const [afterFirst] = await db.query<{ status: string; attempts: number; last_error: string; wait: number }>(
      `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as wait from mail_outbox where id = $1`,
      [id],
    );
    assert.equal(afterFirst?.status, 'pending');
    assert.equal(afterFirst?.attempts, 1);
    assert.match(afterFirst?.last_error ?? '', /ECONNREFUSED/);
    assert.ok((afterFirst?.wait ?? 0) > 20, 'no se reintenta de inmediato');

    // Not due yet: nothing happens.
    assert.deepEqual(await deliverPending(db, down, { from: 'f@example.com', maxAttempts: 2 }), { sent: 0, retried: 0, failed: 0 });

    await db.query('update mail_outbox set next_attempt_at = now()');
    assert.deepEqual(await deliverPending(db, down, { from: 'f@example.com', maxAttempts: 2 }), { sent: 0, retried: 0, failed: 1 });
    const [final] = await db.query<{ status: string }>('select status from mail_outbox where id = $1', [id]);
    assert.equal(final?.status, 'failed');
  });

  await t.test('la espera crece y tiene tope', () => {
    assert.deepEqual([1, 2, 3, 4].map(retryDelaySeconds), [30, 60, 120, 240]);
    assert.equal(retryDelaySeconds(20), 3600);
  });

  await t.test('por omisión sigue intentando unos tres días antes de rendirse', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1));
    const hours = waits.reduce((sum, seconds) => sum + seconds, 0) / 3600;
    assert.ok(hours >= 72 && hours < 96, `${hours.toFixed(1)} h`);
  });
});

test('el correo transaccional sale antes que una avalancha de formularios de contacto', async (t) => {
  const db = await createPgliteDatabase('memory://');
  t.after(() => db.close());
  await migrate(db);
  const sent: string[] = [];
  const recorder: MailSender = { send: async (_id, message) => void sent.push(String(message.subject)), close: () => {} };

  for (let i = 0; i < 25; i += 1) {
    await enqueueMail(db, { kind: 'contact', to: 'atencion@example.com', subject: `Contacto ${i}`, text: 'x' });
  }
  // Queued last, after the flood.
  await enqueueMail(db, { kind: 'sign-in-code', to: 'cliente@example.com', subject: 'Tu código de acceso', text: '123456' });
  await enqueueMail(db, { kind: 'quote', to: 'visitante@example.com', subject: 'Tu cotización', text: 'x' });

  await deliverPending(db, recorder, { from: 'f@example.com', batchSize: 10 });
  // Both transactional messages first; between them, in whatever order they finished sending.
  assert.deepEqual(sent.slice(0, 2).sort(), ['Tu cotización', 'Tu código de acceso']);
  // And the whole backlog in the same run, batch after batch, not a batch per scheduled round.
  assert.equal(sent.length, 27);
});
