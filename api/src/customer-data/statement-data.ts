import { CONTRACT_PLAN_NAMES } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import type { StatementData } from '../customer-documents/document-types';
import { findContractCard, findContractTerms } from './contracts';
import { documentParties } from './documents';
import { balanceBefore, movementsInRange } from './movements';

/** Legends every statement carries (SPEC §9 risk legends and the customer's right to clarify). */
const STATEMENT_LEGENDS = [
  'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
  'Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.',
  'Si tienes dudas o no reconoces un movimiento, comunícate con nosotros dentro de los 90 días naturales siguientes al corte para solicitar una aclaración.',
] as const;
const CONTRIBUTION_LEGEND = 'Puedes hacer aportaciones a capital de al menos tres mensualidades: reducen el plazo y la mensualidad se mantiene. Avisa a atención a clientes.';

interface StandingAtCut {
  overdueAmount: number;
  nextPayment: { dueDate: string; amount: number } | null;
}

/**
 * What was overdue and what came due next as the statement's period closed, not as of today: an
 * installment paid after the cut was still owed then (the October statement names the payment due
 * on 15 November even once it is paid). A payment that did not cover an installment is not dated
 * per installment, so what was paid of it counts as paid by the cut.
 */
async function standingAtCut(db: Queryable, customerId: string, contractId: string, cut: string): Promise<StandingAtCut> {
  const rows = await db.query<{ due_date: string; owed: string }>(
    `select i.due_date::text as due_date,
            i.total_cents + i.late_fee_cents - case when i.paid_on is null then i.paid_cents else 0 end as owed
       from contract_installments i join contracts c on c.id = i.contract_id
      where c.customer_id = $1 and i.contract_id = $2 and (i.paid_on is null or i.paid_on > $3::date)
      order by i.number`,
    [customerId, contractId, cut],
  );
  const overdue = rows.filter((row) => row.due_date <= cut);
  const next = rows.find((row) => row.due_date > cut);
  return {
    overdueAmount: overdue.reduce((sum, row) => sum + Number(row.owed), 0),
    nextPayment: next ? { dueDate: next.due_date, amount: Number(next.owed) } : null,
  };
}

function lastDayOf(periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** What a monthly statement prints, read for the customer of the session only. */
export async function statementData(db: Queryable, customerId: string, contractId: string, periodStart: string): Promise<StatementData | null> {
  const to = lastDayOf(periodStart);
  const [card, terms, parties, standing] = await Promise.all([
    findContractCard(db, customerId, contractId, to),
    findContractTerms(db, customerId, contractId),
    documentParties(db, customerId),
    standingAtCut(db, customerId, contractId, to),
  ]);
  if (!card || !parties) return null;
  const movements = await movementsInRange(db, customerId, contractId, { from: periodStart, to });
  const openingBalance = await balanceBefore(db, customerId, contractId, periodStart);
  const charges = movements.reduce((sum, movement) => sum + movement.charge, 0);
  const credits = movements.reduce((sum, movement) => sum + movement.credit, 0);
  return {
    company: parties.company,
    customer: parties.customer,
    contract: {
      number: card.number,
      vehicle: card.vehicle,
      planLabel: CONTRACT_PLAN_NAMES[card.plan],
      annualRate: terms?.annualRate ?? 0,
      termMonths: terms?.termMonths ?? 0,
      startDate: card.startDate ?? periodStart,
      endDate: card.endDate ?? to,
    },
    period: { from: periodStart, to },
    openingBalance,
    closingBalance: movements.at(-1)?.balanceAfter ?? openingBalance,
    charges,
    credits,
    overdueAmount: standing.overdueAmount,
    nextPayment: standing.nextPayment,
    movements: movements.map((movement) => ({
      date: movement.postedOn,
      description: movement.description,
      reference: movement.reference,
      charge: movement.charge,
      credit: movement.credit,
      balance: movement.balanceAfter,
    })),
    generatedAt: new Date().toISOString(),
    legends: card.plan === 'credit' ? [...STATEMENT_LEGENDS, CONTRIBUTION_LEGEND] : STATEMENT_LEGENDS,
  };
}
