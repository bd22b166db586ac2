import type { LedgerContract } from './ledger-store';

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The term as a customer reads it, the same on the statement and the payoff letter: the months
 * contracted and, when a capital contribution shortened the schedule, the payments it has now and
 * why ("48 meses contratados; 42 pagos desde la aportación a capital del 20/02/2026").
 */
export function termInWords(contract: Pick<LedgerContract, 'termMonths' | 'termChanges' | 'state'>): string {
  const contracted = contract.termMonths ? `${contract.termMonths} meses` : `${contract.state.rows.length} pagos`;
  const contribution = contract.termChanges.filter((change) => change.reason === 'capital_contribution').at(-1);
  if (!contribution) return contracted;
  return `${contracted} contratados; ${contract.state.rows.length} pagos desde la aportación a capital del ${dayFirst(contribution.changedOn)}`;
}
