import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { MovementPage, MovementsQuery } from '@fvc/shared/contracts';

export const movementsQuery = (contractId: string, filter: MovementsQuery) =>
  queryOptions({
    queryKey: ['account', 'movements', contractId, filter],
    queryFn: async () =>
      (await http.get<MovementPage>(`/api/customers/contracts/${encodeURIComponent(contractId)}/movements`, { params: filter })).data,
    // The table keeps the page it shows while the next one loads: no jump in the layout.
    placeholderData: keepPreviousData,
  });

export function csvUrl(contractId: string, from: string | undefined, to: string | undefined): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `/api/customers/contracts/${encodeURIComponent(contractId)}/movements.csv${query ? `?${query}` : ''}`;
}
