import { randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { sign, signatureMatches } from './signature';
import { mexicoDateTime } from './bank-time';
import { CHARGE_ANSWER_DELAY_MS, registerCharges } from './charges';
import { createNotifier } from './notifier';
import type { GatewayAnswer, PaymentRequest } from './protocol';
import { CARDS, type Outcome } from './test-cards';
import { cardForm, errorPage, returnPage, waitingPage } from './pages';
import { registerSpei } from './spei';


export interface SimulatorOptions {
  secret: string;
  /** The merchant's server-to-server notification endpoint. */
  notifyUrl: string;
  /** First wait before retrying a notification the merchant did not acknowledge. */
  notifyRetryMs?: number;
  /** Where the answers to charges go; by default the merchant's /api/payments/bank/charge-answers. */
  chargeAnswerUrl?: string;
  /** How long the bank takes to answer a charge (a debit is answered later, not at once). */
  chargeAnswerDelayMs?: number;
  /** Where incoming SPEI transfers are notified; by default the merchant's /api/payments/bank/spei. */
  speiNotifyUrl?: string;
  /**
   * How long the card page stays open for payment, as a bank's hosted page does: after that the
   * order cannot be paid, and the status endpoint says it expired.
   */
  pageSessionMs?: number;
  logger?: boolean;
}

/** Fifteen minutes, as hosted payment pages commonly allow. */
export const PAGE_SESSION_MS = 15 * 60_000;
const LAPSED = 'El tiempo para pagar esta orden terminó. No se hizo ningún cargo; regresa al comercio para intentarlo de nuevo.';


interface Order {
  request: PaymentRequest;
  answer: GatewayAnswer | null;
  notified: boolean;
  /** When the card page was shown (Date.now()). */
  openedAt: number;
}

const REQUIRED: Array<keyof PaymentRequest> = [
  'mp_account', 'mp_product', 'mp_order', 'mp_reference', 'mp_node', 'mp_concept', 'mp_amount', 'mp_currency',
  'mp_customername', 'mp_email', 'mp_urlsuccess', 'mp_urlfailure', 'mp_signature',
];

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An answer is signed over its own kind of message, never over the request's. */
export function signAnswer(key: string, answer: Omit<GatewayAnswer, 'mp_signature' | 'mp_responsemsg' | 'mp_date'>): string {
  return sign(key, {
    type: 'answer',
    order: answer.mp_order,
    reference: answer.mp_reference,
    amount: answer.mp_amount,
    authorization: answer.mp_authorization,
    response: answer.mp_response,
  });
}


/**
 * The simulated bank: its hosted page, the browser's return, the notification to the merchant
 * (retried until acknowledged) and a status endpoint for reconciliation.
 */
export async function buildSimulator(options: SimulatorOptions): Promise<FastifyInstance> {
  const { secret, notifyUrl } = options;
  const retryMs = options.notifyRetryMs ?? 1000;
  const pageSessionMs = options.pageSessionMs ?? PAGE_SESSION_MS;
  // Unpaid and past its page's time: nobody can pay it any more.
  const lapsed = (order: Order) => !order.answer && Date.now() - order.openedAt > pageSessionMs;
  const orders = new Map<string, Order>();
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const notifier = createNotifier({ retryMs, log: app.log });
  // What the bank does beyond the card page: charges the merchant sends, cards it keeps, transfers.
  const merchant = new URL(notifyUrl).origin;
  const charges = registerCharges(app, {
    secret,
    notifier,
    answerUrl: options.chargeAnswerUrl ?? `${merchant}/api/payments/bank/charge-answers`,
    answerDelayMs: options.chargeAnswerDelayMs ?? CHARGE_ANSWER_DELAY_MS,
  });
  registerSpei(app, { secret, notifier, notifyUrl: options.speiNotifyUrl ?? `${merchant}/api/payments/bank/spei` });

  const answerFor = (request: PaymentRequest, outcome: Outcome): GatewayAnswer => {
    const approved = outcome !== 'declined';
    const authorization = approved ? String(randomInt(100_000, 999_999)) : '000000';
    const base = {
      mp_order: request.mp_order,
      mp_reference: request.mp_reference,
      mp_amount: request.mp_amount,
      mp_authorization: authorization,
      mp_response: approved ? '00' : '05',
      mp_responsemsg: approved ? 'Transacción aprobada' : 'Fondos insuficientes',
      mp_date: mexicoDateTime(),
    };
    return { ...base, mp_signature: signAnswer(secret, base) };
  };

  const notify = (order: Order) => notifier.deliver(notifyUrl, { ...order.answer! }, 'form', () => (order.notified = true));

  app.addHook('onClose', async () => notifier.close());

  app.get('/salud', async () => ({ status: 'ok' }));

  // The merchant sends the customer here with a signed order.
  app.post('/pagar', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<PaymentRequest>;
    const missing = REQUIRED.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    if (missing.length > 0) return reply.status(400).type('text/html').send(errorPage(`Faltan datos del pago: ${missing.join(', ')}.`));
    const payment = body as PaymentRequest;
    if (!/^\d+\.\d{2}$/.test(payment.mp_amount) || !isHttpUrl(payment.mp_urlsuccess) || !isHttpUrl(payment.mp_urlfailure)) {
      return reply.status(400).type('text/html').send(errorPage('Los datos del pago no son válidos.'));
    }
    if (!signatureMatches(secret, payment.mp_signature, { type: 'request', order: payment.mp_order, reference: payment.mp_reference, amount: payment.mp_amount })) {
      return reply.status(400).type('text/html').send(errorPage('La firma del comercio no es válida. No se hizo ningún cargo.'));
    }
    const known = orders.get(payment.mp_order);
    if (known?.answer) return reply.type('text/html').send(errorPage('Esta orden ya se procesó. Regresa al comercio para ver su estado.'));
    // The page opened again (a reload, Back and Forward) keeps the time it was first opened: an
    // order past its time stays closed, since the merchant may already have recorded it so.
    if (known && lapsed(known)) return reply.status(410).type('text/html').send(errorPage(LAPSED));
    orders.set(payment.mp_order, known ?? { request: payment, answer: null, notified: false, openedAt: Date.now() });
    return reply.type('text/html').send(cardForm(payment));
  });

  app.post('/pagar/confirmar', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const order = orders.get(body.mp_order ?? '');
    if (!order) return reply.status(404).type('text/html').send(errorPage('No encontramos esa orden.'));
    if (order.answer) return reply.type('text/html').send(errorPage('Esta orden ya se procesó.'));
    if (lapsed(order)) {
      return reply.status(410).type('text/html').send(errorPage(LAPSED));
    }
    const card = (body.card ?? '').replace(/\D/g, '');
    const outcome = CARDS[card];
    if (!outcome || !/^\d{3,4}$/.test(body.cvv ?? '') || !(body.name ?? '').trim()) {
      return reply.status(400).type('text/html').send(cardForm(order.request, 'Revisa los datos de la tarjeta. Usa una de las tarjetas de prueba.'));
    }
    const answer = answerFor(order.request, outcome);
    order.answer = answer;
    notify(order);
    if (outcome === 'timeout') return reply.type('text/html').send(waitingPage());
    // The tampered card returns a signature made with another key: the merchant must refuse it.
    const returned = outcome === 'tampered' ? { ...answer, mp_signature: signAnswer('otra-llave-que-no-es-la-del-comercio', answer) } : answer;
    const target = answer.mp_authorization === '000000' ? order.request.mp_urlfailure : order.request.mp_urlsuccess;
    return reply.type('text/html').send(returnPage(target, { ...returned }));
  });

  // Reconciliation: what happened to an order, signed like a return.
  app.get('/estado', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const orderId = query.mp_order ?? '';
    if (!signatureMatches(secret, query.mp_signature ?? '', { type: 'status', order: orderId })) return reply.status(401).send({ error: 'firma inválida' });
    const charge = charges.status(orderId);
    if (charge) return charge;
    const order = orders.get(orderId);
    if (!order) return { mp_order: orderId, status: 'unknown' };
    if (!order.answer) return { mp_order: orderId, status: lapsed(order) ? 'expired' : 'pending' };
    return { ...order.answer, status: order.answer.mp_authorization === '000000' ? 'declined' : 'approved' };
  });

  return app;
}
