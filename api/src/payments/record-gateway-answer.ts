import { formatMxn } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import type { Database, Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from '../mail/escape-html';
import { gatewayAmount, gatewayMessageText, gatewaySignatureMatches, type GatewayMessage } from './gateway-signature';
import { recordPaymentEvent } from './payment-events';
import { settleApprovedPayment } from './settle-payment';

export type AnswerSource = 'return' | 'notification' | 'reconciliation';

/** The fields the gateway answers with (issue #12). */
export interface GatewayAnswer {
  mp_order: string;
  mp_reference: string;
  mp_amount: string;
  mp_authorization: string;
  mp_response: string;
  mp_responsemsg: string;
  mp_date: string;
  mp_signature: string;
}

export type RecordOutcome =
  | { accepted: true; paymentId: string; status: 'approved' | 'declined'; firstTime: boolean }
  | { accepted: false; paymentId: string | null; reason: 'signature' | 'unknown_order' | 'mismatch' | 'malformed' };

const FIELDS: Array<keyof GatewayAnswer> = ['mp_order', 'mp_reference', 'mp_amount', 'mp_authorization', 'mp_response', 'mp_responsemsg', 'mp_date', 'mp_signature'];

/** Only the protocol's fields, as strings, each bounded: what is stored is what was received. */
export function readGatewayAnswer(body: unknown): GatewayAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const source = body as Record<string, unknown>;
  const answer = {} as GatewayAnswer;
  for (const field of FIELDS) {
    const value = source[field];
    if (typeof value !== 'string' || value.length > 200 || /\p{Cc}/u.test(value)) return null;
    answer[field] = value;
  }
  return answer;
}

interface PaymentRow {
  id: string;
  customer_id: string;
  contract_id: string;
  folio: string;
  option: string;
  plan: string;
  amount_cents: string;
  status: string;
  number: string;
  vehicle: string;
}


/**
 * A decline was recorded, then the bank signed an approval for the same order: the approval is
 * applied, and a person looks at how the decline came to be recorded first.
 */
async function alertStaff(tx: Queryable, payment: PaymentRow, answer: GatewayAnswer) {
  const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
  if (!company) return;
  const lines = [
    `Folio: ${payment.folio}`,
    `Contrato: ${payment.number}`,
    `Monto: ${formatMxn(Number(payment.amount_cents))}`,
    `Autorización del banco: ${answer.mp_authorization}`,
    'Antes se había registrado un rechazo de la misma orden. El pago aprobado ya se aplicó al contrato; revisa el rechazo en payment_events.',
  ];
  await enqueueMail(tx, {
    kind: 'payment-review',
    to: company.email,
    subject: `Revisar pago ${payment.folio}: aprobado después de un rechazo`,
    text: `${lines.join('\n')}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  });
}

/**
 * Records what the bank answered about an order, exactly once: the signature (constant-time), the
 * order, its reference and its amount must all match; then the first answer to arrive decides the
 * payment (a conditional update) and an approval is applied to the contract and receipted by
 * e-mail in the same transaction. Later copies of the same answer change nothing. An approval
 * also decides an order that expired waiting for it (reason `decided_after_expiry`).
 */
export function createGatewayAnswerRecorder(db: Database, secret: string, afterCommit: () => void) {
  return async function record(raw: unknown, source: AnswerSource): Promise<RecordOutcome> {
    const answer = readGatewayAnswer(raw);
    const message: GatewayMessage | null = answer && {
      type: 'answer',
      order: answer.mp_order,
      reference: answer.mp_reference,
      amount: answer.mp_amount,
      authorization: answer.mp_authorization,
      response: answer.mp_response,
    };
    // Every signed field in its format (an empty authorization included) before any signature.
    if (!answer || !message || gatewayMessageText(message) === null) {
      await recordPaymentEvent(db, null, source, false, 'malformed', raw);
      return { accepted: false, paymentId: null, reason: 'malformed' };
    }
    if (!gatewaySignatureMatches(secret, answer.mp_signature, message)) {
      await recordPaymentEvent(db, null, source, false, 'signature', answer);
      return { accepted: false, paymentId: null, reason: 'signature' };
    }
    const [payment] = await db.query<PaymentRow>(
      `select p.id, p.customer_id, p.contract_id, p.folio, p.option, c.plan, p.amount_cents, p.status, c.number, c.vehicle
         from payments p join contracts c on c.id = p.contract_id where p.id = $1`,
      [answer.mp_order],
    );
    if (!payment) {
      await recordPaymentEvent(db, null, source, false, 'unknown_order', answer);
      return { accepted: false, paymentId: null, reason: 'unknown_order' };
    }
    if (answer.mp_reference !== payment.number || answer.mp_amount !== gatewayAmount(Number(payment.amount_cents))) {
      await recordPaymentEvent(db, payment.id, source, false, 'mismatch', answer);
      return { accepted: false, paymentId: payment.id, reason: 'mismatch' };
    }

    const approved = answer.mp_response === '00' && answer.mp_authorization !== '000000';
    const today = businessToday();
    const decided = await db.transaction(async (tx) => {
      const [current] = await tx.query<{ status: string }>('select status from payments where id = $1 for update', [payment.id]);
      // An approval the bank signs is a charge on the customer's card: it is recorded even when it
      // comes after the order expired (no answer for a day, the gateway down that long) or after a
      // decline was recorded (decision 0043), or the money would be taken and never applied. A
      // decline for an order already decided changes nothing.
      const overrides = approved && (current?.status === 'expired' || current?.status === 'declined');
      const [won] = await tx.query<{ id: string }>(
        `update payments set status = $2, authorization_code = $3, bank_response = $4, bank_message = $5, gateway_date = $6,
                decided_by = $7, decided_at = now()
          where id = $1 and (status = 'pending' or (status in ('expired', 'declined') and $8)) returning id`,
        [payment.id, approved ? 'approved' : 'declined', answer.mp_authorization, answer.mp_response, answer.mp_responsemsg, answer.mp_date, source, overrides],
      );
      const reason = won
        ? overrides
          ? `decided_after_${current!.status === 'declined' ? 'decline' : 'expiry'}`
          : 'decided'
        : current?.status === 'expired'
          ? 'ignored_after_expiry'
          : 'duplicate';
      await recordPaymentEvent(tx, payment.id, source, true, reason, answer);
      if (won && overrides && current?.status === 'declined') await alertStaff(tx, payment, answer);
      if (!won || !approved) return Boolean(won);
      await settleApprovedPayment(
        tx,
        {
          id: payment.id,
          customerId: payment.customer_id,
          contractId: payment.contract_id,
          folio: payment.folio,
          option: payment.option,
          plan: payment.plan,
          amount: Number(payment.amount_cents),
          contractNumber: payment.number,
          vehicle: payment.vehicle,
          method: 'card',
        },
        { code: answer.mp_authorization, bankMessage: answer.mp_responsemsg, description: `Pago con tarjeta (autorización ${answer.mp_authorization})` },
        today,
      );
      return true;
    });
    if (decided) afterCommit();
    const [current] = await db.query<{ status: 'approved' | 'declined' }>('select status from payments where id = $1', [payment.id]);
    return { accepted: true, paymentId: payment.id, status: current?.status ?? (approved ? 'approved' : 'declined'), firstTime: decided };
  };
}

export type GatewayAnswerRecorder = ReturnType<typeof createGatewayAnswerRecorder>;
