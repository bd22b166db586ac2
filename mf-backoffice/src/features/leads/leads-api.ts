import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadPage, StaffLead } from '@fvc/shared/contracts';
import type { CRM_STATUS_NAMES, LEAD_SOURCE_NAMES } from '@fvc/shared/contracts/rules';
import { staffApi } from '../../app/staff-session';

export type StaffLeadSource = keyof typeof LEAD_SOURCE_NAMES;
export type CrmStatus = keyof typeof CRM_STATUS_NAMES;

export interface LeadFilters {
  source?: StaffLeadSource;
  crmStatus?: CrmStatus;
  page: number;
}

const LEADS_KEY = ['backoffice', 'leads'] as const;
const LEADS_PATH = '/api/backoffice/leads';

/** One page of the leads as filtered; the page before stays on screen while the next one comes. */
export const leadsQuery = (filters: LeadFilters) =>
  queryOptions({
    queryKey: [...LEADS_KEY, filters],
    queryFn: ({ signal }) =>
      staffApi.get<LeadPage>(LEADS_PATH, {
        params: { ...filters, page: filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * "Enviar de nuevo al CRM": the lead goes back in the CRM's queue. It answers the lead as it now
 * is; its row is replaced on every page held, and the pages are asked again. A refusal (409: it
 * already reached the CRM) asks them again too: the row was out of date.
 */
export function useLeadResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffApi.post<StaffLead>(`${LEADS_PATH}/${encodeURIComponent(id)}/resend`),
    onSuccess: (updated) => {
      client.setQueriesData<LeadPage>({ queryKey: LEADS_KEY }, (page) =>
        page && { ...page, items: page.items.map((lead) => (lead.id === updated.id ? updated : lead)) },
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: LEADS_KEY }),
  });
}
