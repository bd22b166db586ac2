import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mexicoDateTime } from './bank-time';
import type { Notifier } from './notifier';
import { cardTokenForm, errorPage, returnPage } from './pages';
import { sign, signatureMatches } from './signature';
import { CARDS, type Outcome } from './test-cards';

/** A debit is answered some seconds after it is sent, as a bank's batch would, not in the request. */
export const CHARGE_ANSWER_DELAY_MS = 2000;

/**
 * The answers a charge can get, by the account it is made to. Test CLABEs (README): the digit
 * before the control digit decides; a kept card answers as its test card does.
 */
const RESPONSES = {
  approved: { response: '00', message: 'Cargo aplicado' },
  insufficient: { response: '51', message: 'Fondos insuficientes' },
  closed: { response: '04', message: 'Cuenta cancelada' },
  declined: { response: '05', message: 'Tarjeta rechazada' },
} as const;

type ChargeOutcome = keyof typeof RESPONSES;

function outcomeOfClabe(clabe: string): ChargeOutcome {
  if (clabe[16] === '2') return 'insufficient';
  if (clabe[16] === '3') return 'closed';
  return 'approved';
}

interface ChargeAnswer {
  order: string;
  reference: string;
  amount: string;
  authorization: string;
  response: string;
  message: string;
  date: string;
  signature: string;
}


/**
 * Charges the merchant sends on its own (issue #70): a debit to a CLABE under the customer's
 * mandate, or a charge to a card the bank keeps for a scheduled payment (registered once on the
 * bank's page, which gives the merchant a token, never the card). Each is signed by the merchant,
 * acknowledged at once (202) and answered later, signed, at the merchant's answers address.
 */
export function registerCharges(app: FastifyInstance, { secret, notifier, answerUrl, answerDelayMs }: { secret: string; notifier: Notifier; answerUrl: string; answerDelayMs: number }) {
  const charges = new Map<string, { answer: ChargeAnswer; answersAt: number }>();
  const cards = new Map<string, { outcome: Outcome; last4: string }>();

  app.post('/cargos', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const charge = { order: field('order'), reference: field('reference'), account: field('account'), amount: field('amount') };
    if (!signatureMatches(secret, field('signature'), { type: 'charge', ...charge })) return reply.status(401).send({ error: 'firma inválida' });
    // The same charge sent again (the merchant did not hear the first acknowledgement): one charge.
    if (charges.has(charge.order)) return reply.status(202).send({ received: true });
    let outcome: ChargeOutcome;
    if (charge.account.startsWith('tok_')) {
      const card = cards.get(charge.account);
      if (!card) return reply.status(422).send({ error: 'tarjeta desconocida' });
      outcome = card.outcome === 'declined' ? 'declined' : 'approved';
    } else outcome = outcomeOfClabe(charge.account);
    const { response, message } = RESPONSES[outcome];
    const authorization = outcome === 'approved' ? String(randomInt(100_000, 999_999)) : '000000';
    const signed = { order: charge.order, reference: charge.reference, amount: charge.amount, authorization, response };
    const answer: ChargeAnswer = { ...signed, message, date: mexicoDateTime(new Date(Date.now() + answerDelayMs)), signature: sign(secret, { type: 'charge-answer', ...signed }) };
    // Decided now, told later: until then the status endpoint says it is pending.
    charges.set(charge.order, { answer, answersAt: Date.now() + answerDelayMs });
    notifier.deliverLater(answerDelayMs, answerUrl, { ...answer }, 'json');
    return reply.status(202).send({ received: true });
  });

  // The merchant sends the customer here to keep a card for a scheduled payment.
  app.post('/tarjeta', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const order = body.mp_order ?? '';
    const reference = body.mp_reference ?? '';
    const returnUrl = body.mp_urlreturn ?? '';
    if (!/^https?:\/\//.test(returnUrl) || !signatureMatches(secret, body.mp_signature ?? '', { type: 'card-request', order, reference })) {
      return reply.status(400).type('text/html').send(errorPage('La firma del comercio no es válida. No se guardó ninguna tarjeta.'));
    }
    return reply.type('text/html').send(cardTokenForm({ order, reference, returnUrl, concept: body.mp_concept ?? '' }));
  });

  app.post('/tarjeta/confirmar', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const order = body.mp_order ?? '';
    const reference = body.mp_reference ?? '';
    const returnUrl = body.mp_urlreturn ?? '';
    const card = (body.card ?? '').replace(/\D/g, '');
    const outcome = CARDS[card];
    if (!outcome || !/^\d{3,4}$/.test(body.cvv ?? '') || !(body.name ?? '').trim() || !/^https?:\/\//.test(returnUrl)) {
      return reply
        .status(400)
        .type('text/html')
        .send(cardTokenForm({ order, reference, returnUrl, concept: body.mp_concept ?? '' }, 'Revisa los datos de la tarjeta. Usa una de las tarjetas de prueba.'));
    }
    const token = `tok_${randomBytes(16).toString('hex')}`;
    cards.set(token, { outcome, last4: card.slice(-4) });
    const fields = {
      mp_order: order,
      mp_reference: reference,
      mp_token: token,
      mp_last4: card.slice(-4),
      mp_signature: sign(secret, { type: 'card-token', order, reference, account: token }),
    };
    return reply.type('text/html').send(returnPage(returnUrl, fields));
  });

  return {
    /** What the status endpoint says of a charge, signed like its answer; undefined for other orders. */
    status(order: string) {
      const entry = charges.get(order);
      if (!entry) return undefined;
      if (Date.now() < entry.answersAt) return { order, status: 'pending' };
      return { ...entry.answer, status: entry.answer.response === '00' ? 'approved' : 'declined' };
    },
  };
}
