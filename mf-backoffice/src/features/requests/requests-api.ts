import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssignRequest,
  InboxPage,
  NoteRequest,
  ReplyRequest,
  RequestKind,
  RequestStatus,
  StaffRequestDetail,
  StatusChangeRequest,
} from '@fvc/shared/contracts';
import { staffApi } from '../../app/staff-session';

export interface InboxFilters {
  kind: RequestKind;
  status?: RequestStatus;
  minAgeDays?: number;
  customer?: string;
  page: number;
}

const INBOX_KEY = ['backoffice', 'inbox'] as const;

/** One inbox page as filtered; the page before stays on screen while the next one comes. */
export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: [...INBOX_KEY, filters],
    queryFn: ({ signal }) =>
      staffApi.get<InboxPage>('/api/backoffice/requests', {
        params: { ...filters, page: filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const requestPath = (id: string) => `/api/backoffice/requests/${encodeURIComponent(id)}`;

export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'request', id],
    queryFn: ({ signal }) => staffApi.get<StaffRequestDetail>(requestPath(id), { signal }),
  });


const ACTIONS = {
  assignment: (id: string, body: AssignRequest) => staffApi.post<StaffRequestDetail>(`${requestPath(id)}/assignment`, body),
  notes: (id: string, body: NoteRequest) => staffApi.post<StaffRequestDetail>(`${requestPath(id)}/notes`, body),
  replies: (id: string, body: ReplyRequest) => staffApi.post<StaffRequestDetail>(`${requestPath(id)}/replies`, body),
  status: (id: string, body: StatusChangeRequest) => staffApi.post<StaffRequestDetail>(`${requestPath(id)}/status`, body),
};

type ActionBody<A extends keyof typeof ACTIONS> = Parameters<(typeof ACTIONS)[A]>[1];

/**
 * An action on a request. Every one answers the request as it now is: the detail is replaced with
 * it at once, and the inboxes, whose rows it may have changed, are asked for again.
 */
export function useRequestAction<A extends keyof typeof ACTIONS>(id: string, action: A) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBody<A>) => (ACTIONS[action] as (id: string, body: ActionBody<A>) => Promise<StaffRequestDetail>)(id, body),
    onSuccess: (detail) => {
      client.setQueryData(requestQuery(id).queryKey, detail);
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}
