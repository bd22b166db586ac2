import type { ChargeAnswer } from '@fvc/shared/contracts';
import { businessToday } from '../customer-data/business-date';
import type { PaymentMethod } from '../customer-documents/document-types';
import type { Database } from '../db/database';
import { CHARGE_RESPONSES } from './bank-charges';
import { gatewayAmount, gatewayMessageText, gatewaySignatureMatches, type GatewayMessage } from './gateway-signature';
import { recordPaymentEvent } from './payment-events';
import { settleApprovedPayment } from './settle-payment';

export type ChargeAnswerSource = 'charge-answer' | 'reconciliation';

export type ChargeOutcome =
  | { accepted: true; paymentId: string; status: 'approved' | 'declined'; firstTime: boolean }
  | { accepted: false; reason: 'signature' | 'unknown_order' | 'mismatch' | 'malformed' };

interface ChargeRow {
  id: string;
  customer_id: string;
  contract_id: string;
  folio: string;
  option: string;
  plan: string;
  amount_cents: string;
  number: string;
  vehicle: string;
  method: PaymentMethod;
  mandate_id: string | null;
  scheduled_payment_id: string | null;
}


/**
 * Records the bank's answer to a charge the API sent (a debit, a scheduled card charge), exactly
 * once, as the card answers are (record-gateway-answer.ts): signature, order, reference and amount
 * must match; the first answer decides; an approval is applied and receipted in the same
 * transaction. A rejection leaves the payment owed: a scheduled payment is marked failed, a closed
 * account ends its mandate, and the customer is told (notices/due-notices.ts, after `afterCommit`).
 */
export function createChargeAnswerRecorder(db: Database, secret: string, afterCommit: (status: 'approved' | 'declined') => void) {
  return async function record(answer: ChargeAnswer, source: ChargeAnswerSource): Promise<ChargeOutcome> {
    const message: GatewayMessage = {
      type: 'charge-answer',
      order: answer.order,
      reference: answer.reference,
      amount: answer.amount,
      authorization: answer.authorization,
      response: answer.response,
    };
    if (gatewayMessageText(message) === null || /\p{Cc}/u.test(answer.message)) {
      await recordPaymentEvent(db, null, source, false, 'malformed', answer);
      return { accepted: false, reason: 'malformed' };
    }
    if (!gatewaySignatureMatches(secret, answer.signature, message)) {
      await recordPaymentEvent(db, null, source, false, 'signature', answer);
      return { accepted: false, reason: 'signature' };
    }
    const [charge] = await db.query<ChargeRow>(
      `select p.id, p.customer_id, p.contract_id, p.folio, p.option, c.plan, p.amount_cents, c.number, c.vehicle, p.method, p.mandate_id,
              p.scheduled_payment_id
         from payments p join contracts c on c.id = p.contract_id where p.id = $1 and p.method in ('debit', 'card-on-file')`,
      [answer.order],
    );
    if (!charge) {
      await recordPaymentEvent(db, null, source, false, 'unknown_order', answer);
      return { accepted: false, reason: 'unknown_order' };
    }
    if (answer.reference !== charge.number || answer.amount !== gatewayAmount(Number(charge.amount_cents))) {
      await recordPaymentEvent(db, charge.id, source, false, 'mismatch', answer);
      return { accepted: false, reason: 'mismatch' };
    }

    const approved = answer.response === CHARGE_RESPONSES.approved && answer.authorization !== '000000';
    const today = businessToday();
    const decided = await db.transaction(async (tx) => {
      // As with cards (decision 0043): an approval the bank signs is money taken, so it decides
      // even a payment recorded as expired or rejected; a rejection decides only a pending one.
      const [won] = await tx.query<{ id: string }>(
        `update payments set status = $2, authorization_code = $3, bank_response = $4, bank_message = $5, gateway_date = $6,
                decided_by = 'bank', decided_at = now(), sent_at = coalesce(sent_at, now())
          where id = $1 and (status = 'pending' or (status in ('expired', 'declined') and $7)) returning id`,
        [charge.id, approved ? 'approved' : 'declined', answer.authorization, answer.response, answer.message, answer.date, approved],
      );
      await recordPaymentEvent(tx, charge.id, source, true, won ? 'decided' : 'duplicate', answer);
      if (!won) return false;
      if (approved) {
        await settleApprovedPayment(
          tx,
          {
            id: charge.id,
            customerId: charge.customer_id,
            contractId: charge.contract_id,
            folio: charge.folio,
            option: charge.option,
            plan: charge.plan,
            amount: Number(charge.amount_cents),
            contractNumber: charge.number,
            vehicle: charge.vehicle,
            method: charge.method,
          },
          {
            code: answer.authorization,
            bankMessage: answer.message,
            description: charge.method === 'debit' ? `Pago domiciliado (autorización ${answer.authorization})` : `Pago programado con tarjeta (autorización ${answer.authorization})`,
          },
          today,
        );
      } else if (answer.response === CHARGE_RESPONSES.accountClosed && charge.mandate_id) {
        // The account no longer exists: nothing more is sent to it.
        await tx.query(
          `update debit_mandates set status = 'cancelled', cancelled_at = now(), cancelled_by = 'bank' where id = $1 and status = 'active'`,
          [charge.mandate_id],
        );
      }
      if (charge.scheduled_payment_id) {
        await tx.query(`update scheduled_payments set status = $2, updated_at = now() where id = $1`, [charge.scheduled_payment_id, approved ? 'done' : 'failed']);
      }
      return true;
    });
    const [current] = await db.query<{ status: 'approved' | 'declined' }>('select status from payments where id = $1', [charge.id]);
    const status = current?.status ?? (approved ? 'approved' : 'declined');
    if (decided) afterCommit(status);
    return { accepted: true, paymentId: charge.id, status, firstTime: decided };
  };
}

export type ChargeAnswerRecorder = ReturnType<typeof createChargeAnswerRecorder>;
