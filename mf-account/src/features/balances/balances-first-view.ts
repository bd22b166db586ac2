import type { ContractCard } from '@fvc/shared/contracts';
import { CUSTOMER_AREA_LIMITS, MOVEMENT_PAGE_SIZES } from '@fvc/shared/contracts/rules';
import { validateDate } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import type { FirstViewLoader } from '../../lib/first-view';
import { movementsQuery } from './movements-query';

/** The contract the page shows: the one the address names (`?contrato=`), else the first not settled, else the first. */
export function balancesContract(contracts: readonly ContractCard[], search: URLSearchParams): ContractCard | undefined {
  return contracts.find((item) => item.id === search.get('contrato')) ?? contracts.find((item) => item.standing !== 'settled') ?? contracts[0];
}

const day = (value: string | null) => (value !== null && validateDate(value) === null ? value : undefined);
/** Two dates, the earlier first; either may be missing. */
const inOrder = (from: string | undefined, to: string | undefined) => (from && to && from > to ? [to, from] : [from, to]);
const page = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, CUSTOMER_AREA_LIMITS.maxPage) : 1;
};

/**
 * The movements the address asks for: `desde`, `hasta` (dates that exist, else none; the later one
 * is the end, whichever way round they came), `pagina` (a whole number from 1, else 1; past the
 * last page the page corrects it) and `por-pagina` (one of the page sizes, else the first). A
 * hand-edited address gets a list, never the API's refusal.
 */
export function movementsFilter(search: URLSearchParams) {
  const [from, to] = inOrder(day(search.get('desde')), day(search.get('hasta')));
  return {
    from,
    to,
    page: page(search.get('pagina')),
    pageSize: MOVEMENT_PAGE_SIZES.find((size) => size === Number(search.get('por-pagina'))) ?? MOVEMENT_PAGE_SIZES[0],
  };
}

/** Balances' first view: the contracts, and the page of movements of the contract shown. */
export const balancesFirstView: FirstViewLoader = async (client, { search }) => {
  const contract = balancesContract(await client.fetchQuery(contractsQuery).catch(() => []), search);
  if (contract) await client.prefetchQuery(movementsQuery(contract.id, movementsFilter(search)));
};
