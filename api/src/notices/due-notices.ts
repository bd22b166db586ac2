import { maskedClabe } from '@fvc/shared/contracts/rules';
import { addMonths, daysBetween, formatMxn } from '@fvc/shared/finance';
import type { NoticePreferences } from '@fvc/shared/contracts';
import { formatDate } from '../customer-documents/document-dates';
import { positionOn } from '../ledger/contract-ledger';
import { customerLedgers } from '../ledger/ledger-store';
import { DEFAULT_PREFERENCES } from './notice-preferences';
import { sendNotice, type NoticeOutcome, type NoticeSender } from './send-notice';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A statement is announced in the first days of the next month, not to someone who opts in on the 20th. */
const STATEMENT_NOTICE_DAYS = 5;

/** A rejected charge is told within this many days of the bank's answer (a catch-up after downtime). */
const REJECTION_NOTICE_DAYS = 3;

export interface NoticeReport {
  sent: number;
  skipped: number;
}

interface PreferenceRow {
  customer_id: string;
  reminder_days: number | null;
  overdue: boolean;
  statement: boolean;
  debit_rejected: boolean;
}

/**
 * The notices that fall due on `today` (the job "avisos", jobs/api-jobs.ts): payment reminders N
 * days before each due date, overdue notices, the statement of last month, and charges the bank
 * rejected. Each is sent once per subject whatever runs it (send-notice.ts); running it again the
 * same day, or on two processes at once, sends nothing more.
 */
export async function sendDueNotices(sender: NoticeSender, today: string): Promise<NoticeReport> {
  const report: NoticeReport = { sent: 0, skipped: 0 };
  const count = (outcome: NoticeOutcome) => void (outcome === 'sent' ? (report.sent += 1) : (report.skipped += 1));

  const chosen = await sender.db.query<PreferenceRow>(
    `select customer_id, reminder_days, overdue, statement, debit_rejected from notice_preferences
      where channel = 'email' and (reminder_days is not null or overdue or statement)`,
  );
  for (const row of chosen) {
    const preferences: NoticePreferences = {
      channel: 'email',
      reminderDays: row.reminder_days as NoticePreferences['reminderDays'],
      overdue: row.overdue,
      statement: row.statement,
      debitRejected: row.debit_rejected,
    };
    for (const notice of await ledgerNotices(sender, row.customer_id, preferences, today)) count(await sendNotice(sender, notice));
  }
  for (const notice of await rejectedChargeNotices(sender)) count(await sendNotice(sender, notice));
  return report;
}

type Notice = Parameters<typeof sendNotice>[1];

async function ledgerNotices(sender: NoticeSender, customerId: string, preferences: NoticePreferences, today: string): Promise<Notice[]> {
  const notices: Notice[] = [];
  const contracts = (await customerLedgers(sender.db, customerId)).filter((contract) => contract.status === 'active');
  const mandates = await sender.db.query<{ contract_id: string; bank_name: string; clabe: string }>(
    `select contract_id, bank_name, clabe from debit_mandates where customer_id = $1 and status = 'active'`,
    [customerId],
  );
  for (const contract of contracts) {
    const position = positionOn(contract.state, today);
    if (position.settled) continue;
    const word = contract.plan === 'credit' ? 'mensualidad' : 'renta';
    const next = position.nextPayment;
    if (preferences.reminderDays !== null && next && next.dueDate > today && daysBetween(today, next.dueDate) <= preferences.reminderDays) {
      const mandate = mandates.find((item) => item.contract_id === contract.id);
      notices.push({
        customerId,
        kind: 'reminder',
        subjectKey: `${contract.id}:${next.dueDate}`,
        content: {
          subject: `Tu ${word} de ${formatMxn(next.amount)} vence el ${formatDate(next.dueDate)}`,
          paragraphs: [
            `Te recordamos que la ${word} ${next.number} de tu contrato ${contract.number} (${contract.vehicle}) vence el ${formatDate(next.dueDate)}: ${formatMxn(next.amount)}.`,
            mandate
              ? `La cargaremos ese día a tu cuenta ${mandate.bank_name} ${maskedClabe(mandate.clabe)} (domiciliación): no tienes que hacer nada.`
              : `Puedes pagar con tarjeta en Mi cuenta o por transferencia SPEI a la CLABE de referencia de tu contrato: ${contract.speiReference}.`,
          ],
          action: { label: 'Pagar ahora', path: `/my-account/payment?contrato=${contract.id}` },
        },
      });
    }
    const oldest = position.overdue.oldestDueDate;
    if (preferences.overdue && oldest && position.overdue.amount > 0) {
      notices.push({
        customerId,
        kind: 'overdue',
        subjectKey: `${contract.id}:${oldest}`,
        content: {
          subject: `Tienes un pago vencido en tu contrato ${contract.number}`,
          paragraphs: [
            `Tu contrato ${contract.number} (${contract.vehicle}) tiene ${formatMxn(position.overdue.amount)} vencidos desde el ${formatDate(oldest)}.`,
            'Ponerte al corriente evita más comisiones por pago tardío. Paga con tarjeta en Mi cuenta o por transferencia SPEI a la CLABE de referencia de tu contrato: ' +
              `${contract.speiReference}. Si ya pagaste, no hagas caso de este aviso.`,
          ],
          action: { label: 'Ponerme al corriente', path: `/my-account/payment?contrato=${contract.id}` },
        },
      });
    }
  }
  const dayOfMonth = Number(today.slice(8, 10));
  if (preferences.statement && dayOfMonth <= STATEMENT_NOTICE_DAYS) {
    const month = addMonths(`${today.slice(0, 8)}01`, -1);
    const [statements] = await sender.db.query<{ count: number }>(
      `select count(*)::int as count from account_statements s join contracts c on c.id = s.contract_id where c.customer_id = $1 and s.period_start = $2::date`,
      [customerId, month],
    );
    if (statements && statements.count > 0) {
      const monthName = `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
      notices.push({
        customerId,
        kind: 'statement',
        subjectKey: `statement:${month.slice(0, 7)}`,
        content: {
          subject: `Tu estado de cuenta de ${monthName} ya está disponible`,
          paragraphs: [`El estado de cuenta de ${monthName} de ${statements.count === 1 ? 'tu contrato' : 'tus contratos'} ya está en Mi cuenta, con tus movimientos y tu saldo.`],
          action: { label: 'Ver mis estados de cuenta', path: '/my-account/bills' },
        },
      });
    }
  }
  return notices;
}

/** Charges the bank rejected lately, for customers who did not turn this notice off. */
async function rejectedChargeNotices(sender: NoticeSender): Promise<Notice[]> {
  const rejected = await sender.db.query<{
    id: string;
    customer_id: string;
    contract_id: string;
    number: string;
    method: string;
    amount_cents: string;
    bank_message: string | null;
    debit_rejected: boolean | null;
    mandate_status: string | null;
  }>(
    `select p.id, p.customer_id, p.contract_id, c.number, p.method, p.amount_cents, p.bank_message, np.debit_rejected, m.status as mandate_status
       from payments p join contracts c on c.id = p.contract_id
       left join notice_preferences np on np.customer_id = p.customer_id and np.channel = 'email'
       left join debit_mandates m on m.id = p.mandate_id
      where p.method in ('debit', 'card-on-file') and p.status = 'declined' and p.decided_at > now() - make_interval(days => $1)`,
    [REJECTION_NOTICE_DAYS],
  );
  return rejected
    .filter((row) => row.debit_rejected ?? DEFAULT_PREFERENCES.debitRejected)
    .map((row) => ({
      customerId: row.customer_id,
      kind: 'debit-rejected' as const,
      subjectKey: `payment:${row.id}`,
      content: {
        subject: `Tu banco rechazó el cargo de ${formatMxn(Number(row.amount_cents))} del contrato ${row.number}`,
        paragraphs: [
          `Intentamos cargar ${formatMxn(Number(row.amount_cents))} ${row.method === 'debit' ? 'a tu cuenta domiciliada' : 'a la tarjeta de tu pago programado'} para el contrato ${row.number}, y tu banco lo rechazó: ${row.bank_message ?? 'sin motivo'}.`,
          row.mandate_status === 'cancelled'
            ? 'Tu banco nos dijo que la cuenta ya no existe, así que cancelamos la domiciliación. Registra otra cuenta en Mi cuenta cuando quieras.'
            : 'El pago sigue pendiente.',
          'Puedes pagarlo con tarjeta en Mi cuenta o por transferencia SPEI a la CLABE de referencia de tu contrato, que encuentras en la página de pago.',
        ],
        action: { label: 'Pagar ahora', path: `/my-account/payment?contrato=${row.contract_id}` },
      },
    }));
}
