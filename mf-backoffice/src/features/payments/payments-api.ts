import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DebitFollowUp, RejectedDebit, RejectedDebitPage, SpeiResolution, SpeiTransferPage, StaffSpeiTransfer } from '@fvc/shared/contracts';
import type { DebitFollowUpName, SpeiListName } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { staffApi } from '../../app/staff-session';

export interface SpeiFilters {
  /** Left out: the parked ones (what waits for a person). */
  status?: SpeiListName;
  page: number;
}

export interface DebitFilters {
  followUp?: DebitFollowUpName;
  page: number;
}

const SPEI_KEY = ['backoffice', 'payments', 'spei-transfers'] as const;
const DEBITS_KEY = ['backoffice', 'payments', 'rejected-debits'] as const;
const SPEI_PATH = '/api/backoffice/payments/spei-transfers';
const DEBITS_PATH = '/api/backoffice/payments/rejected-debits';

const pageParam = (page: number) => (page > 1 ? page : undefined);

/** One page of the SPEI transfers as filtered; the page before stays on screen while the next one comes. */
export const speiTransfersQuery = (filters: SpeiFilters) =>
  queryOptions({
    queryKey: [...SPEI_KEY, filters],
    queryFn: ({ signal }) => staffApi.get<SpeiTransferPage>(SPEI_PATH, { params: { ...filters, page: pageParam(filters.page) }, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the rejected debits as filtered. */
export const rejectedDebitsQuery = (filters: DebitFilters) =>
  queryOptions({
    queryKey: [...DEBITS_KEY, filters],
    queryFn: ({ signal }) => staffApi.get<RejectedDebitPage>(DEBITS_PATH, { params: { ...filters, page: pageParam(filters.page) }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Applying a parked transfer to a contract, or marking it returned. Done, or refused because
 * someone decided it first (409), the lists are asked again: the transfer has left the parked one.
 * Any other refusal (a contract number, the step-up) leaves the list, and the open form, as they are.
 */
export function useSpeiResolution(id: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: SPEI_KEY });
  return useMutation({
    mutationFn: (body: SpeiResolution) => staffApi.post<StaffSpeiTransfer>(`${SPEI_PATH}/${encodeURIComponent(id)}/resolution`, body),
    onSuccess: refresh,
    onError: (error) => {
      if (toApiError(error).status === 409) refresh();
    },
  });
}

/** A follow-up note: its row is replaced at once on every page held, and the pages are asked again (a filter may now leave it out). */
export function useDebitFollowUp(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DebitFollowUp) => staffApi.post<RejectedDebit>(`${DEBITS_PATH}/${encodeURIComponent(id)}/follow-up`, body),
    onSuccess: (updated) => {
      client.setQueriesData<RejectedDebitPage>({ queryKey: DEBITS_KEY }, (page) => page && { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: DEBITS_KEY }),
  });
}
