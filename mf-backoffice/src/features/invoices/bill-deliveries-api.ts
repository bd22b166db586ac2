import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillDeliveryPage, StaffBillDelivery } from '@fvc/shared/contracts';
import type { MAIL_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { staffApi } from '../../app/staff-session';

export type MailStatus = keyof typeof MAIL_STATUS_NAMES;

export interface BillDeliveryFilters {
  status?: MailStatus;
  minAgeDays?: number;
  customer?: string;
  page: number;
}

const DELIVERIES_KEY = ['backoffice', 'bill-deliveries'] as const;
const DELIVERIES_PATH = '/api/backoffice/bill-deliveries';

/** One page of the bills sent to dealers as filtered; the page before stays on screen while the next one comes. */
export const billDeliveriesQuery = (filters: BillDeliveryFilters) =>
  queryOptions({
    queryKey: [...DELIVERIES_KEY, filters],
    queryFn: ({ signal }) =>
      staffApi.get<BillDeliveryPage>(DELIVERIES_PATH, {
        params: { ...filters, page: filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * "Enviar de nuevo": the failed e-mail goes back to the outbox. It answers the delivery as it now
 * is; its row is replaced on every page held, and the pages are asked again. A refusal (409: it
 * went out, or is still queued) asks them again too: the row was out of date.
 */
export function useBillDeliveryResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffApi.post<StaffBillDelivery>(`${DELIVERIES_PATH}/${encodeURIComponent(id)}/resend`),
    onSuccess: (updated) => {
      client.setQueriesData<BillDeliveryPage>({ queryKey: DELIVERIES_KEY }, (page) =>
        page && { ...page, items: page.items.map((delivery) => (delivery.id === updated.id ? updated : delivery)) },
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
