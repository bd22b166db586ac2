import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mexicoDateTime } from './bank-time';
import type { Notifier } from './notifier';
import { speiForm } from './pages';
import { sign } from './signature';

/** A participant code for the payer's bank in the simulated transfers. */
const PAYER_BANK = 'BANCO SIMULADO';


/** A tracking key as SPEI participants print them: the sender's prefix, the date and a sequence. */
function trackingKey(): string {
  const day = mexicoDateTime().slice(0, 10).replaceAll('-', '');
  return `SIM${day}${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
}

/**
 * Incoming SPEI transfers (issue #70): someone pays to one of the merchant's reference CLABEs and
 * the bank notifies the merchant, signed, with the amount, the CLABE, the tracking key and the
 * payer. A page for people (GET /spei) and a JSON door for tests (POST /spei with JSON).
 */
export function registerSpei(app: FastifyInstance, { secret, notifier, notifyUrl }: { secret: string; notifier: Notifier; notifyUrl: string }) {
  app.get('/spei', async (_request, reply) => reply.type('text/html').send(speiForm()));

  app.post('/spei', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
    const asJson = request.headers['content-type']?.includes('application/json');
    const clabe = text('clabe').replace(/\s/g, '');
    const pesos = Number(text('amount').replace(/,/g, ''));
    const payer = text('payer');
    const problem = !/^\d{18}$/.test(clabe)
      ? 'La CLABE de destino tiene 18 dígitos.'
      : !Number.isFinite(pesos) || pesos <= 0
        ? 'Escribe un monto mayor que cero.'
        : !/^[\p{L}\p{N} .,&'()-]{1,120}$/u.test(payer)
          ? 'Escribe el nombre del ordenante (letras, números y . , & \' ( ) -).'
          : null;
    if (problem) return asJson ? reply.status(400).send({ error: problem }) : reply.status(400).type('text/html').send(speiForm(undefined, problem));
    const tracking = text('tracking') || trackingKey();
    const message = { tracking, clabe, amount: pesos.toFixed(2), payer };
    const notification = {
      ...message,
      payerBank: PAYER_BANK,
      concept: text('concept').slice(0, 120) || 'Pago',
      date: mexicoDateTime(),
      signature: sign(secret, { type: 'spei', ...message }),
    };
    notifier.deliver(notifyUrl, notification, 'json');
    return asJson ? reply.status(202).send({ tracking }) : reply.type('text/html').send(speiForm({ tracking, status: 'enviada' }));
  });
}
