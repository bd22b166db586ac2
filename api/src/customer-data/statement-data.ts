import { CONTRACT_PLAN_NAMES } from '@fvc/shared/contracts';
import { loadQuoteCompany } from '../content-data/quote-parties';
import type { Queryable } from '../db/database';
import type { StatementData } from '../customer-documents/document-types';
import { positionOn } from '../ledger/contract-ledger';
import { customerLedgerAt } from '../ledger/ledger-store';
import { termInWords } from '../ledger/term-in-words';
import { documentParties } from './documents';
import { balanceBefore, movementsInRange } from './movements';

/** Legends every statement carries (docs/product.md §9 risk legends and the customer's right to clarify). */
const STATEMENT_LEGENDS = [
  'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
  'Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.',
  'Si tienes dudas o no reconoces un movimiento, comunícate con nosotros dentro de los 90 días naturales siguientes al corte para solicitar una aclaración.',
] as const;
const CONTRIBUTION_LEGEND = 'Puedes hacer aportaciones a capital de al menos tres mensualidades: reducen el plazo y la mensualidad se mantiene. Avisa a atención a clientes.';

function lastDayOf(periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** What a monthly statement prints, read for the customer of the session only. */
export async function statementData(db: Queryable, customerId: string, contractId: string, periodStart: string): Promise<StatementData | null> {
  const to = lastDayOf(periodStart);
  const [contract, parties, company] = await Promise.all([customerLedgerAt(db, customerId, contractId, to), documentParties(db, customerId), loadQuoteCompany(db)]);
  if (!contract || !parties) return null;
  // What was overdue and what came due next as the period closed, whatever was paid since: the
  // ledger's position on the cut, read from what was charged and paid by then.
  const standing = positionOn(contract.state, to);
  const movements = await movementsInRange(db, customerId, contractId, { from: periodStart, to });
  const openingBalance = await balanceBefore(db, customerId, contractId, periodStart);
  const charges = movements.reduce((sum, movement) => sum + movement.charge, 0);
  const credits = movements.reduce((sum, movement) => sum + movement.credit, 0);
  return {
    company: parties.company,
    customer: parties.customer,
    contract: {
      number: contract.number,
      vehicle: contract.vehicle,
      planLabel: CONTRACT_PLAN_NAMES[contract.plan],
      annualRate: contract.annualRate ?? 0,
      term: termInWords(contract),
      startDate: contract.startDate ?? periodStart,
      endDate: contract.state.rows.at(-1)?.dueDate ?? to,
    },
    period: { from: periodStart, to },
    openingBalance,
    closingBalance: movements.at(-1)?.balanceAfter ?? openingBalance,
    charges,
    credits,
    overdueAmount: standing.overdue.amount,
    nextPayment: standing.nextPayment && { dueDate: standing.nextPayment.dueDate, amount: standing.nextPayment.amount },
    movements: movements.map((movement) => ({
      date: movement.postedOn,
      description: movement.description,
      reference: movement.reference,
      charge: movement.charge,
      credit: movement.credit,
      balance: movement.balanceAfter,
    })),
    generatedAt: new Date().toISOString(),
    legends: contract.plan === 'credit' ? [...STATEMENT_LEGENDS, CONTRIBUTION_LEGEND] : STATEMENT_LEGENDS,
    contacts: { une: company.une, condusef: company.condusef, buroUrl: company.buroUrl },
  };
}
