import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BACKOFFICE_LIMITS,
  contractNumberProblem,
  DebitFollowUpSchema,
  normalizeContractNumber,
  RejectedDebitPageSchema,
  RejectedDebitParamsSchema,
  RejectedDebitQuerySchema,
  RejectedDebitSchema,
  SpeiResolutionSchema,
  SpeiTransferPageSchema,
  SpeiTransferParamsSchema,
  SpeiTransferQuerySchema,
  StaffSpeiTransferSchema,
  SPEI_PARKED_REASONS,
  type RejectedDebit,
  type StaffRole,
  type StaffSpeiTransfer,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { resolveParkedTransferIn } from '../../../spei/receive-transfer';
import { serialOfReference } from '../../../spei/spei-reference';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];
const { pageSize } = BACKOFFICE_LIMITS;

const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * pageSize;
const fieldError = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

// SPEI transfers ------------------------------------------------------------------------------

interface TransferRow {
  id: string;
  tracking_key: string;
  amount_cents: string;
  sender_name: string;
  sender_bank: string;
  reference_clabe: string;
  concept: string;
  parked_reason: string | null;
  received_at: Date;
  status: 'parked' | 'applied' | 'resolved';
  resolved_at: Date | null;
  resolved_by: string | null;
  applied_contract: string | null;
  payment_folio: string | null;
}

const TRANSFER_SELECT = `
  select t.id, t.tracking_key, t.amount_cents, t.sender_name, t.sender_bank, t.reference_clabe, t.concept, t.parked_reason,
         t.received_at, t.status, t.resolved_at, s.name as resolved_by, k.number as applied_contract, p.folio as payment_folio
    from spei_transfers t
    left join payments p on p.id = t.payment_id
    left join contracts k on k.id = p.contract_id
    left join staff_accounts s on s.id = t.resolved_by`;

/** Decided by a person: returned ('resolved'), or applied by hand (dated; one applied on arrival is not). */
const RESOLVED = `(t.status = 'resolved' or t.resolved_at is not null)`;

const isParkedReason = (reason: string | null): reason is keyof typeof SPEI_PARKED_REASONS => reason !== null && reason in SPEI_PARKED_REASONS;

/** The transfers as staff read them, each with the contract its reference CLABE names, if any (one query for the page). */
async function transfersOf(db: Queryable, rows: TransferRow[]): Promise<StaffSpeiTransfer[]> {
  const serials = [...new Set(rows.map((row) => serialOfReference(row.reference_clabe)).filter((serial) => serial !== null))];
  const contracts = serials.length
    ? await db.query<{ serial: string; number: string; customer_name: string }>(
        'select c.spei_serial::text as serial, c.number, cu.name as customer_name from contracts c join customers cu on cu.id = c.customer_id where c.spei_serial = any($1::bigint[])',
        [serials],
      )
    : [];
  const bySerial = new Map(contracts.map((contract) => [Number(contract.serial), { number: contract.number, customerName: contract.customer_name }]));
  return rows.map((row) => {
    const serial = serialOfReference(row.reference_clabe);
    return {
      id: row.id,
      trackingKey: row.tracking_key,
      amount: Number(row.amount_cents),
      senderName: row.sender_name,
      senderBank: row.sender_bank,
      referenceClabe: row.reference_clabe,
      concept: row.concept,
      parkedReason: isParkedReason(row.parked_reason) ? row.parked_reason : null,
      receivedAt: new Date(row.received_at).toISOString(),
      referenceContract: (serial !== null && bySerial.get(serial)) || null,
      status: row.status === 'resolved' ? 'returned' : row.status,
      appliedTo: row.status === 'applied' && row.applied_contract && row.payment_folio ? { contractNumber: row.applied_contract, paymentFolio: row.payment_folio } : null,
      resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
      resolvedBy: row.resolved_by,
    };
  });
}

async function findTransfer(db: Queryable, id: string): Promise<StaffSpeiTransfer | null> {
  const rows = await db.query<TransferRow>(`${TRANSFER_SELECT} where t.id = $1`, [id]);
  return rows.length ? (await transfersOf(db, rows))[0]! : null;
}

const alreadyResolved = (transfer: StaffSpeiTransfer) =>
  new AppError(
    409,
    'ALREADY_RESOLVED',
    transfer.appliedTo
      ? `Esta transferencia ya se aplicó al contrato ${transfer.appliedTo.contractNumber}.`
      : transfer.status === 'returned'
        ? 'Esta transferencia ya se marcó como devuelta.'
        : 'Esta transferencia ya se resolvió: ya no está apartada.',
  );

// Rejected direct debits ----------------------------------------------------------------------

interface DebitRow {
  id: string;
  folio: string;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  number: string;
  amount_cents: string;
  due_date: string | null;
  bank_message: string | null;
  decided_at: Date;
  notified: boolean;
  mandate_active: boolean;
  follow_up_note: string | null;
  follow_up_by: string | null;
  follow_up_at: Date | null;
}

const DEBIT_FROM = `
    from payments p
    join customers cu on cu.id = p.customer_id
    join contracts k on k.id = p.contract_id
    left join payment_follow_ups f on f.payment_id = p.id
   where p.method = 'debit' and p.status = 'declined'`;

// The notice is the one notices/due-notices.ts sends for this payment; the e-mail is the account's,
// where that notice went, or the one the company holds for a customer without an account.
const DEBIT_SELECT = `
  select p.id, p.folio, p.customer_id, cu.name as customer_name, coalesce(a.email, cu.contact_email) as customer_email, k.number,
         p.amount_cents, coalesce(p.debit_due_date, sp.pay_on)::text as due_date, p.bank_message, p.decided_at,
         exists (select 1 from notice_log n
                  where n.customer_id = p.customer_id and n.kind = 'debit-rejected' and n.subject_key = 'payment:' || p.id::text and n.outcome = 'sent') as notified,
         coalesce(m.status = 'active', false) as mandate_active,
         f.note as follow_up_note, st.name as follow_up_by, f.created_at as follow_up_at
    from payments p
    join customers cu on cu.id = p.customer_id
    join contracts k on k.id = p.contract_id
    left join customer_accounts a on a.customer_id = p.customer_id
    left join scheduled_payments sp on sp.id = p.scheduled_payment_id
    left join debit_mandates m on m.id = p.mandate_id
    left join payment_follow_ups f on f.payment_id = p.id
    left join staff_accounts st on st.id = f.staff_id
   where p.method = 'debit' and p.status = 'declined'`;

const debitOf = (row: DebitRow): RejectedDebit => ({
  id: row.id,
  folio: row.folio,
  customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
  contractNumber: row.number,
  amount: Number(row.amount_cents),
  dueDate: row.due_date,
  bankReason: row.bank_message,
  rejectedAt: new Date(row.decided_at).toISOString(),
  notified: row.notified,
  mandateActive: row.mandate_active,
  followUp: row.follow_up_note !== null && row.follow_up_at ? { note: row.follow_up_note, by: row.follow_up_by ?? '', at: new Date(row.follow_up_at).toISOString() } : null,
});

async function findRejectedDebit(db: Queryable, id: string): Promise<RejectedDebit | null> {
  const [row] = await db.query<DebitRow>(`${DEBIT_SELECT} and p.id = $1`, [id]);
  return row ? debitOf(row) : null;
}

/**
 * "Pagos" (issue #71): the payments that need a person. SPEI transfers parked because their
 * reference CLABE names no contract that can take them, applied to a contract by hand or marked
 * returned (the same decision as the command line's, spei/receive-transfer.ts); and the direct
 * debits the bank rejected, followed up with the customer. Lists and changes are audited.
 */
export const backofficePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments/spei-transfers',
    {
      schema: {
        tags,
        summary: 'Transferencias SPEI apartadas',
        description: 'Las transferencias que esperan a una persona (o, con `status=resolved`, las ya resueltas), de la más antigua a la más reciente.',
        security,
        querystring: SpeiTransferQuerySchema,
        response: { 200: SpeiTransferPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'payment.spei-list' },
    },
    async (request) => {
      const where = request.query.status === 'resolved' ? RESOLVED : `t.status = 'parked'`;
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total from spei_transfers t where ${where}`);
      const rows = await app.db.query<TransferRow>(`${TRANSFER_SELECT} where ${where} order by t.received_at asc, t.tracking_key limit ${pageSize} offset ${offsetOf(request.query.page)}`);
      // Payers' names and the money they sent: who read them is recorded.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'payment.spei-list', outcome: 'ok', target: request.query.status ?? null, ip: request.ip });
      return { items: await transfersOf(app.db, rows), total: count?.total ?? 0 };
    },
  );

  app.post(
    '/payments/spei-transfers/:id/resolution',
    {
      schema: {
        tags,
        summary: 'Resolver una transferencia SPEI apartada',
        description:
          'Aplicarla a un contrato (se vuelve un pago aprobado, con su recibo, y mueve el saldo) o marcarla como devuelta al ordenante (la devolución se hace en el banco). Pide un segundo factor reciente. Una ya resuelta responde 409.',
        security,
        params: SpeiTransferParamsSchema,
        body: SpeiResolutionSchema,
        response: { 200: StaffSpeiTransferSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'payment.spei-resolve', staffStepUp: true },
    },
    async (request) => {
      const { id } = request.params;
      let contractNumber: string | null = null;
      if (request.body.decision === 'apply') {
        const typed = request.body.contractNumber ?? '';
        const problem = contractNumberProblem(typed);
        if (problem) throw fieldError('contractNumber', problem);
        contractNumber = normalizeContractNumber(typed);
      }
      const staffId = request.staffSession.staff.id;
      const resolved = await app.db.transaction(async (tx) => {
        const before = await findTransfer(tx, id);
        if (!before) throw new AppError(404, 'NOT_FOUND', 'No encontramos esa transferencia.');
        if (before.status !== 'parked') throw alreadyResolved(before);
        const resolution = await resolveParkedTransferIn(tx, before.trackingKey, contractNumber ? { contractNumber } : { returned: true }, staffId);
        switch (resolution.outcome) {
          case 'not-parked':
            // Someone else decided it between our read and the lock.
            throw alreadyResolved((await findTransfer(tx, id)) ?? before);
          case 'unknown-contract':
            throw fieldError('contractNumber', `No existe el contrato ${resolution.contractNumber}. Revisa el número.`);
          case 'contract-without-balance':
            throw fieldError('contractNumber', `El contrato ${resolution.contractNumber} no tiene saldo por pagar (está liquidado o no está activo): elige otro o devuelve la transferencia.`);
        }
        const after = (await findTransfer(tx, id))!;
        await recordStaffAction(tx, {
          staffId,
          action: 'payment.spei-resolve',
          outcome: 'ok',
          target: `spei-transfer:${id}`,
          before: { status: before.status, trackingKey: before.trackingKey, amount: before.amount, parkedReason: before.parkedReason },
          after: { status: after.status, appliedTo: after.appliedTo },
          ip: request.ip,
        });
        return after;
      });
      // An applied transfer is a payment with its receipt in the outbox.
      if (resolved.status === 'applied') app.mail.enqueued();
      return resolved;
    },
  );

  app.get(
    '/payments/rejected-debits',
    {
      schema: {
        tags,
        summary: 'Domiciliaciones rechazadas',
        description: 'Los cargos domiciliados que el banco rechazó, del más reciente al más antiguo, con el aviso al cliente, la domiciliación y el seguimiento.',
        security,
        querystring: RejectedDebitQuerySchema,
        response: { 200: RejectedDebitPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'payment.debit-list' },
    },
    async (request) => {
      const { followUp } = request.query;
      const condition = followUp === 'pending' ? ' and f.payment_id is null' : followUp === 'done' ? ' and f.payment_id is not null' : '';
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total ${DEBIT_FROM}${condition}`);
      const rows = await app.db.query<DebitRow>(`${DEBIT_SELECT}${condition} order by p.decided_at desc, p.id limit ${pageSize} offset ${offsetOf(request.query.page)}`);
      // Customers' names, e-mails and what their bank said: who read them is recorded.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'payment.debit-list', outcome: 'ok', target: followUp ?? null, ip: request.ip });
      return { items: rows.map(debitOf), total: count?.total ?? 0 };
    },
  );

  app.post(
    '/payments/rejected-debits/:id/follow-up',
    {
      schema: {
        tags,
        summary: 'Registrar el seguimiento de un cargo rechazado',
        description: 'Una nota breve de lo que se hizo con el cliente; el cargo queda con seguimiento, con quién y cuándo. Uno que ya lo tiene responde 409.',
        security,
        params: RejectedDebitParamsSchema,
        body: DebitFollowUpSchema,
        response: { 200: RejectedDebitSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'payment.debit-follow-up' },
    },
    async (request) => {
      const { id } = request.params;
      const note = request.body.note.trim();
      return app.db.transaction(async (tx) => {
        const before = await findRejectedDebit(tx, id);
        if (!before) throw new AppError(404, 'NOT_FOUND', 'No encontramos ese cargo rechazado.');
        // The primary key decides between two people writing at once: the first note stays.
        const recorded = await tx.query(
          'insert into payment_follow_ups (payment_id, note, staff_id) values ($1, $2, $3) on conflict (payment_id) do nothing returning payment_id',
          [id, note, request.staffSession.staff.id],
        );
        if (recorded.length === 0) throw new AppError(409, 'ALREADY_FOLLOWED_UP', 'Este cargo rechazado ya tiene seguimiento.');
        const after = (await findRejectedDebit(tx, id))!;
        await recordStaffAction(tx, {
          staffId: request.staffSession.staff.id,
          action: 'payment.debit-follow-up',
          outcome: 'ok',
          target: `payment:${id}`,
          before: { followUp: before.followUp },
          after: { followUp: { note } },
          ip: request.ip,
        });
        return after;
      });
    },
  );
};
