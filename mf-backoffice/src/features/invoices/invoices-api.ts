import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceInboxPage, InvoiceRequestStatus, InvoiceStatusChange, StaffInvoiceRequest } from '@fvc/shared/contracts';
import { staffApi } from '../../app/staff-session';

export interface InvoiceFilters {
  status?: InvoiceRequestStatus;
  customer?: string;
  page: number;
}

const INVOICES_KEY = ['backoffice', 'invoice-requests'] as const;
const INVOICES_PATH = '/api/backoffice/invoice-requests';
const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;

/** One page of the invoice requests as filtered; the page before stays on screen while the next one comes. */
export const invoiceInboxQuery = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, filters],
    queryFn: ({ signal }) =>
      staffApi.get<InvoiceInboxPage>(INVOICES_PATH, {
        params: { ...filters, page: filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * A status change (with the note the customer reads). It answers the request as it now is: its row
 * is replaced at once on every page held, and the pages are asked again (a filter may now leave it out).
 */
export function useInvoiceStatusChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceStatusChange) => staffApi.post<StaffInvoiceRequest>(`${invoicePath(id)}/status`, body),
    onSuccess: (updated) => {
      client.setQueriesData<InvoiceInboxPage>({ queryKey: INVOICES_KEY }, (page) =>
        page && { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) },
      );
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}

export type InvoiceFile = 'docs' | 'sat';

/** The file's name as saved on the staff member's computer. */
export const invoiceFileName = (folio: string, file: InvoiceFile) => (file === 'docs' ? `${folio}-docs.pdf` : `${folio}-sat.xml`);

/**
 * The customer's purchase PDF (`docs`) or SAT XML (`sat`): they need the staff token, so a plain
 * link cannot fetch them. The file comes through the API client and is handed to the browser as a download.
 */
export async function downloadInvoiceFile(request: Pick<StaffInvoiceRequest, 'id' | 'folio'>, file: InvoiceFile): Promise<string> {
  const blob = await staffApi.get<Blob>(`${invoicePath(request.id)}/files/${file}`, { responseType: 'blob' });
  const name = invoiceFileName(request.folio, file);
  const link = document.createElement('a');
  const url = URL.createObjectURL(blob);
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
