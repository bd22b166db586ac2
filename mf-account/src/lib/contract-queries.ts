// Used by several features (home, balances, bills, early payment): one cache entry each.
import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { ContractDetail, ContractList } from '@fvc/shared/contracts';
import { UUID_PATTERN } from '@fvc/shared/contracts/rules';
import type { FirstViewLoader } from './first-view';

export const contractsQuery = queryOptions({
  queryKey: ['account', 'contracts'],
  queryFn: async () => (await http.get<ContractList>('/api/customers/contracts')).data.contracts,
});

const CONTRACT_ID = new RegExp(UUID_PATTERN);

/** Whether an address's id can name a contract at all (a mistyped or overlong one cannot). */
export const isContractId = (id: string): boolean => CONTRACT_ID.test(id);

export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: ['account', 'contracts', id],
    queryFn: async () => (await http.get<ContractDetail>(`/api/customers/contracts/${encodeURIComponent(id)}`)).data,
  });

/** The first view of a screen whose only data is the list of contracts (payment, support). */
export const contractsFirstView: FirstViewLoader = (client) => client.prefetchQuery(contractsQuery);
