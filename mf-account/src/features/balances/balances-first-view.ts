import type { ContractCard } from '@fvc/shared/contracts';
import { MOVEMENT_PAGE_SIZES } from '@fvc/shared/contracts/rules';
import { contractsQuery } from '../../lib/contract-queries';
import type { FirstViewLoader } from '../../lib/first-view';
import { movementsQuery } from './movements-query';

/** The contract the page shows: the one the address names (`?contrato=`), else the first not settled, else the first. */
export function balancesContract(contracts: readonly ContractCard[], search: URLSearchParams): ContractCard | undefined {
  return contracts.find((item) => item.id === search.get('contrato')) ?? contracts.find((item) => item.standing !== 'settled') ?? contracts[0];
}

/** The movements the address asks for: `desde`, `hasta`, `pagina` and `por-pagina` (one of the page sizes, else the first). */
export function movementsFilter(search: URLSearchParams) {
  return {
    from: search.get('desde') ?? undefined,
    to: search.get('hasta') ?? undefined,
    page: Number(search.get('pagina')) || 1,
    pageSize: MOVEMENT_PAGE_SIZES.find((size) => size === Number(search.get('por-pagina'))) ?? MOVEMENT_PAGE_SIZES[0],
  };
}

/** Balances' first view: the contracts, and the page of movements of the contract shown. */
export const balancesFirstView: FirstViewLoader = async (client, { search }) => {
  const contract = balancesContract(await client.fetchQuery(contractsQuery).catch(() => []), search);
  if (contract) await client.prefetchQuery(movementsQuery(contract.id, movementsFilter(search)));
};
