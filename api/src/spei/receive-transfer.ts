import { SPEI_PARKED_REASONS, type SpeiNotification, type SpeiParkedReasonName } from '@fvc/shared/contracts';
import { formatMxn } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import { nextFolio } from '../customer-data/folio';
import type { Database, Queryable } from '../db/database';
import { positionOn } from '../ledger/contract-ledger';
import { lockedLedger } from '../ledger/ledger-store';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from '../mail/escape-html';
import { gatewayMessageText, gatewaySignatureMatches, type GatewayMessage } from '../payments/gateway-signature';
import { settleApprovedPayment } from '../payments/settle-payment';
import { serialOfReference } from './spei-reference';

export type SpeiOutcome =
  | { accepted: true; status: 'applied' | 'parked'; firstTime: boolean }
  | { accepted: false; reason: 'malformed' | 'signature' };

interface ContractRow {
  id: string;
  customer_id: string;
  number: string;
  vehicle: string;
  plan: string;
  status: string;
}

/** Amounts as the bank signs them: pesos with two decimals, more than zero. */
function centsOf(amount: string): number | null {
  if (!/^\d{1,10}\.\d{2}$/.test(amount)) return null;
  const cents = Number(amount.replace('.', ''));
  return cents > 0 ? cents : null;
}

async function alertStaff(tx: Queryable, transfer: SpeiNotification, cents: number, reason: SpeiParkedReasonName) {
  const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
  if (!company) return;
  const lines = [
    `Clave de rastreo: ${transfer.tracking}`,
    `CLABE de referencia: ${transfer.clabe}`,
    `Monto: ${formatMxn(cents)}`,
    `Ordenante: ${transfer.payer} (${transfer.payerBank})`,
    `Concepto: ${transfer.concept}`,
    SPEI_PARKED_REASONS[reason],
    'Quedó apartada: aplícala a un contrato o devuélvela en el back-office (Pagos) o con npm run spei --workspace api.',
  ];
  await enqueueMail(tx, {
    kind: 'spei-parked',
    to: company.email,
    subject: `Transferencia SPEI por revisar: ${transfer.tracking}`,
    text: `${lines.join('\n')}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  });
}

/** A received transfer becomes an approved payment of the contract, applied and receipted (also by hand: spei/cli.ts). */
export async function applyTransfer(
  tx: Queryable,
  transfer: { id: string; tracking: string; amount: number; payer: string; date: string },
  contract: ContractRow,
  payoff: number,
  today: string,
): Promise<void> {
  // Enough to settle is read as a payoff: what a customer transferring the letter's total means.
  const option = transfer.amount >= payoff ? 'payoff' : 'custom';
  const folio = await nextFolio(tx, 'PAG');
  const [payment] = await tx.query<{ id: string }>(
    `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key, method, status, authorization_code,
                           bank_message, gateway_date, decided_by, decided_at, sent_at, spei_tracking_key)
     values ($1, $2, $3, $4, $5, $6, 'spei', 'approved', $7, $8, $9, 'bank', now(), now(), $7) returning id`,
    [contract.customer_id, contract.id, folio, option, transfer.amount, `spei-${transfer.tracking}`, transfer.tracking, transfer.payer, transfer.date],
  );
  await settleApprovedPayment(
    tx,
    {
      id: payment!.id,
      customerId: contract.customer_id,
      contractId: contract.id,
      folio,
      option,
      plan: contract.plan,
      amount: transfer.amount,
      contractNumber: contract.number,
      vehicle: contract.vehicle,
      method: 'spei',
    },
    { code: transfer.tracking, bankMessage: transfer.payer, description: `Transferencia SPEI (rastreo ${transfer.tracking})` },
    today,
  );
  // A transfer applied by hand keeps the reason it was parked for: the back-office shows it.
  await tx.query(`update spei_transfers set status = 'applied', contract_id = $2, payment_id = $3 where id = $1`, [transfer.id, contract.id, payment!.id]);
}

export type ParkedDecision = { contractNumber: string } | { returned: true };

export type ParkedResolution =
  | { outcome: 'applied'; contractNumber: string }
  | { outcome: 'returned' }
  /** No parked transfer has that tracking key: unknown, or someone decided it first. */
  | { outcome: 'not-parked' }
  | { outcome: 'unknown-contract'; contractNumber: string }
  /** The contract exists but takes no payment: settled, or not active. */
  | { outcome: 'contract-without-balance'; contractNumber: string };

/**
 * A person's decision on a parked transfer, inside the caller's transaction (the back-office
 * audits it in the same one): apply it to a contract (by its number), or mark it returned to the
 * payer (the bank's return is done outside). Only a parked transfer changes, and it is locked
 * first, so two people deciding at once decide it once. `staffId` is who, when it is someone on
 * staff (the command line has no one).
 */
export async function resolveParkedTransferIn(tx: Queryable, tracking: string, decision: ParkedDecision, staffId: string | null = null): Promise<ParkedResolution> {
  const [transfer] = await tx.query<{ id: string; amount_cents: string; sender_name: string; sender_bank: string; received_at: Date }>(
    `select id, amount_cents, sender_name, sender_bank, received_at from spei_transfers where tracking_key = $1 and status = 'parked' for update`,
    [tracking],
  );
  if (!transfer) return { outcome: 'not-parked' };
  if ('returned' in decision) {
    await tx.query(`update spei_transfers set status = 'resolved', resolved_at = now(), resolved_by = $2 where id = $1`, [transfer.id, staffId]);
    return { outcome: 'returned' };
  }
  const [contract] = await tx.query<ContractRow>('select id, customer_id, number, vehicle, plan, status from contracts where number = $1', [decision.contractNumber]);
  if (!contract) return { outcome: 'unknown-contract', contractNumber: decision.contractNumber };
  const ledger = contract.status === 'active' ? await lockedLedger(tx, contract.id) : null;
  const today = businessToday();
  const position = ledger ? positionOn(ledger.state, today) : null;
  if (!position || position.settled) return { outcome: 'contract-without-balance', contractNumber: contract.number };
  await applyTransfer(
    tx,
    { id: transfer.id, tracking, amount: Number(transfer.amount_cents), payer: `${transfer.sender_name} (${transfer.sender_bank})`, date: new Date(transfer.received_at).toISOString() },
    contract,
    position.payoff,
    today,
  );
  await tx.query('update spei_transfers set resolved_at = now(), resolved_by = $2 where id = $1', [transfer.id, staffId]);
  return { outcome: 'applied', contractNumber: contract.number };
}

/** The command line's decision on a parked transfer (operations/cli.ts), in its own transaction, said in a sentence. */
export async function resolveParkedTransfer(db: Database, tracking: string, decision: ParkedDecision): Promise<string> {
  const resolution = await db.transaction((tx) => resolveParkedTransferIn(tx, tracking, decision));
  switch (resolution.outcome) {
    case 'applied':
      return `La transferencia ${tracking} se aplicó al contrato ${resolution.contractNumber}.`;
    case 'returned':
      return `La transferencia ${tracking} quedó como devuelta.`;
    case 'not-parked':
      return `No hay una transferencia apartada con la clave ${tracking}.`;
    default:
      return `El contrato ${resolution.contractNumber} no existe o no tiene saldo.`;
  }
}

/**
 * A SPEI transfer the bank says arrived (signed, typed message `spei|tracking|clabe|amount|payer`):
 * recorded once by its tracking key; when its reference CLABE names an active contract it becomes
 * an approved payment, applied by the ledger's rules and receipted like any other (an amount that
 * covers the payoff settles the contract); otherwise it is parked for a person, who is told. A
 * transfer the bank repeats changes nothing. Malformed or unsigned notices change nothing and are
 * refused (400/401).
 */
export function createSpeiReceiver(db: Database, secret: string, afterCommit: () => void) {
  return async function receive(transfer: SpeiNotification): Promise<SpeiOutcome> {
    const message: GatewayMessage = { type: 'spei', tracking: transfer.tracking, clabe: transfer.clabe, amount: transfer.amount, payer: transfer.payer };
    const cents = centsOf(transfer.amount);
    if (gatewayMessageText(message) === null || cents === null || /\p{Cc}/u.test(`${transfer.payerBank}${transfer.concept}${transfer.date}`)) {
      return { accepted: false, reason: 'malformed' };
    }
    if (!gatewaySignatureMatches(secret, transfer.signature, message)) return { accepted: false, reason: 'signature' };

    const serial = serialOfReference(transfer.clabe);
    const today = businessToday();
    const outcome = await db.transaction(async (tx): Promise<{ status: 'applied' | 'parked'; firstTime: boolean }> => {
      const [received] = await tx.query<{ id: string }>(
        `insert into spei_transfers (tracking_key, reference_clabe, amount_cents, sender_name, sender_bank, concept, status)
         values ($1, $2, $3, $4, $5, $6, 'parked') on conflict (tracking_key) do nothing returning id`,
        [transfer.tracking, transfer.clabe, cents, transfer.payer, transfer.payerBank, transfer.concept],
      );
      if (!received) {
        const [known] = await tx.query<{ status: string }>('select status from spei_transfers where tracking_key = $1', [transfer.tracking]);
        return { status: known?.status === 'applied' ? 'applied' : 'parked', firstTime: false };
      }
      const [contract] = serial === null ? [] : await tx.query<ContractRow>('select id, customer_id, number, vehicle, plan, status from contracts where spei_serial = $1', [serial]);
      const ledger = contract && contract.status === 'active' ? await lockedLedger(tx, contract.id) : null;
      const position = ledger ? positionOn(ledger.state, today) : null;
      if (!contract || !position || position.settled) {
        const reason: SpeiParkedReasonName = contract ? 'contract-settled' : 'unknown-reference';
        await tx.query('update spei_transfers set parked_reason = $2, contract_id = $3 where id = $1', [received.id, reason, contract?.id ?? null]);
        await alertStaff(tx, transfer, cents, reason);
        return { status: 'parked', firstTime: true };
      }
      await applyTransfer(tx, { id: received.id, tracking: transfer.tracking, amount: cents, payer: `${transfer.payer} (${transfer.payerBank})`, date: transfer.date }, contract, position.payoff, today);
      return { status: 'applied', firstTime: true };
    });
    if (outcome.firstTime) afterCommit();
    return { accepted: true, ...outcome };
  };
}

export type SpeiReceiver = ReturnType<typeof createSpeiReceiver>;
