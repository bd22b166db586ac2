import type { ScheduledPayment } from '@fvc/shared/contracts';
import { maskedClabe, scheduleStillEditable } from '@fvc/shared/contracts/rules';
import type { Database, Queryable } from '../db/database';
import { isoDate } from '../customer-data/business-date';
import type { GatewayConfig } from '../payments/gateway-config';
import { gatewaySignature, gatewaySignatureMatches } from '../payments/gateway-signature';

export interface ScheduledRow {
  id: string;
  contract_id: string;
  number: string;
  method: 'debit' | 'card';
  amount_cents: string;
  pay_on: string;
  status: ScheduledPayment['status'];
  card_last4: string | null;
  bank_name: string | null;
  clabe: string | null;
  payment_id: string | null;
}

// The account shown is the mandate live now for a debit (the one the charge will go to).
const SELECT = `select s.id, s.contract_id, c.number, s.method, s.amount_cents, s.pay_on::text as pay_on, s.status, s.card_last4,
    m.bank_name, m.clabe, p.id as payment_id
  from scheduled_payments s join contracts c on c.id = s.contract_id
  left join debit_mandates m on m.contract_id = s.contract_id and m.status = 'active'
  left join payments p on p.scheduled_payment_id = s.id`;

export function toScheduled(row: ScheduledRow, today: string): ScheduledPayment {
  const open = row.status === 'scheduled' || row.status === 'card-pending';
  return {
    id: row.id,
    contractId: row.contract_id,
    contractNumber: row.number,
    method: row.method,
    amount: Number(row.amount_cents),
    payOn: isoDate(row.pay_on)!,
    status: row.status,
    accountLabel:
      row.method === 'card'
        ? row.card_last4
          ? `Tarjeta •••• ${row.card_last4}`
          : 'Tarjeta por registrar'
        : row.bank_name && row.clabe
          ? `${row.bank_name} ${maskedClabe(row.clabe)}`
          : 'Cuenta domiciliada (cancelada)',
    editable: open && scheduleStillEditable(isoDate(row.pay_on)!, today),
    paymentId: row.payment_id,
  };
}

export function listScheduled(db: Queryable, customerId: string): Promise<ScheduledRow[]> {
  return db.query<ScheduledRow>(`${SELECT} where s.customer_id = $1 order by s.status in ('scheduled', 'card-pending') desc, s.pay_on desc limit 100`, [customerId]);
}

export async function findScheduled(db: Queryable, customerId: string, id: string): Promise<ScheduledRow | null> {
  const [row] = await db.query<ScheduledRow>(`${SELECT} where s.customer_id = $1 and s.id = $2`, [customerId, id]);
  return row ?? null;
}

export async function findScheduledByKey(db: Queryable, customerId: string, key: string): Promise<ScheduledRow | null> {
  const [row] = await db.query<ScheduledRow>(`${SELECT} where s.customer_id = $1 and s.idempotency_key = $2`, [customerId, key]);
  return row ?? null;
}

/** The bank's page where the customer leaves a card for a scheduled payment (no charge now). */
export function cardRegistrationForm(config: GatewayConfig, scheduled: { id: string; number: string }) {
  return {
    url: new URL('/tarjeta', config.paymentPageUrl).toString(),
    fields: {
      mp_order: scheduled.id,
      mp_reference: scheduled.number,
      mp_concept: `Pago programado del contrato ${scheduled.number}`,
      mp_urlreturn: new URL('/api/payments/gateway/card-token', config.apiPublicUrl).toString(),
      mp_signature: gatewaySignature(config.secret, { type: 'card-request', order: scheduled.id, reference: scheduled.number }),
    },
  };
}

/**
 * The bank came back with the token of the card it keeps for a scheduled payment: stored once,
 * and the payment is then scheduled. The signature (over order, reference and token) says the
 * bank issued this token for this payment; anything else changes nothing.
 */
export async function keepScheduledCard(
  db: Database,
  secret: string,
  answer: { mp_order: string; mp_reference: string; mp_token: string; mp_last4: string; mp_signature: string },
): Promise<boolean> {
  const message = { type: 'card-token', order: answer.mp_order, reference: answer.mp_reference, account: answer.mp_token } as const;
  if (!/^\d{4}$/.test(answer.mp_last4) || !gatewaySignatureMatches(secret, answer.mp_signature, message)) return false;
  const kept = await db.query(
    `update scheduled_payments s set card_token = $2, card_last4 = $3, status = 'scheduled', updated_at = now()
       from contracts c where c.id = s.contract_id and s.id = $1 and c.number = $4 and s.status = 'card-pending' returning s.id`,
    [answer.mp_order, answer.mp_token, answer.mp_last4, answer.mp_reference],
  );
  return kept.length > 0;
}
