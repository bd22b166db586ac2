import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDecisionRequest,
  AssignApplication,
  MissingDocumentsRequest,
  ReviewStatus,
  StaffApplicationDetail,
  StaffApplicationDocument,
  StaffApplicationPage,
} from '@fvc/shared/contracts';
import { toApiError } from '@fvc/shared/api';
import { staffApi } from '../../app/staff-session';

export const APPLICATIONS_PATH = '/backoffice/solicitudes-de-credito';
const API_PATH = '/api/backoffice/applications';
const LIST_KEY = ['backoffice', 'applications'] as const;

export interface ApplicationFilters {
  status?: ReviewStatus;
  minAgeDays?: number;
  applicant?: string;
  page: number;
}

/** One page of the inbox as filtered; the page before stays on screen while the next one comes. */
export const applicationsQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: [...LIST_KEY, 'list', filters],
    queryFn: ({ signal }) => staffApi.get<StaffApplicationPage>(API_PATH, { params: { ...filters, page: filters.page > 1 ? filters.page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

const applicationPath = (id: string) => `${API_PATH}/${encodeURIComponent(id)}`;

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...LIST_KEY, 'detail', id],
    queryFn: ({ signal }) => staffApi.get<StaffApplicationDetail>(applicationPath(id), { signal }),
  });


const ACTIONS = {
  assignment: (id: string, body: AssignApplication) => staffApi.post<StaffApplicationDetail>(`${applicationPath(id)}/assignment`, body),
  review: (id: string) => staffApi.post<StaffApplicationDetail>(`${applicationPath(id)}/review`),
  missingDocuments: (id: string, body: MissingDocumentsRequest) => staffApi.post<StaffApplicationDetail>(`${applicationPath(id)}/missing-documents`, body),
  decision: (id: string, body: ApplicationDecisionRequest) => staffApi.post<StaffApplicationDetail>(`${applicationPath(id)}/decision`, body),
};

type ActionBody<A extends keyof typeof ACTIONS> = Parameters<(typeof ACTIONS)[A]>[1];

/**
 * An action on an application. Each answers the application as it now is: the detail is replaced
 * with it at once, and the inbox, whose rows it may have changed, is asked for again. A 409 (someone
 * decided it first) asks for the detail again too, so the page shows what happened.
 */
export function useApplicationAction<A extends keyof typeof ACTIONS>(id: string, action: A) {
  const client = useQueryClient();
  const detailKey = applicationQuery(id).queryKey;
  return useMutation({
    mutationFn: (body: ActionBody<A>) => (ACTIONS[action] as (id: string, body: ActionBody<A>) => Promise<StaffApplicationDetail>)(id, body),
    onSuccess: (detail) => {
      client.setQueryData(detailKey, detail);
      void client.invalidateQueries({ queryKey: [...LIST_KEY, 'list'] });
    },
    onError: (error) => {
      if (toApiError(error).status === 409) void client.invalidateQueries({ queryKey: detailKey });
    },
  });
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The file's name as saved on the staff member's computer: the folio and the document, as the API names it. */
export const documentFileName = (folio: string, document: Pick<StaffApplicationDocument, 'key' | 'uploaded'>) =>
  `${folio}-${document.key}.${EXTENSIONS[document.uploaded?.contentType ?? ''] ?? 'bin'}`;

/**
 * A document the applicant uploaded: it needs the staff token, so a plain link cannot fetch it.
 * The file comes through the API client and is handed to the browser as a download.
 */
export async function downloadDocument(folio: string, document: StaffApplicationDocument): Promise<string> {
  if (!document.downloadPath) throw new Error('El documento no se ha subido.');
  const blob = await staffApi.get<Blob>(document.downloadPath, { responseType: 'blob' });
  const name = documentFileName(folio, document);
  const link = window.document.createElement('a');
  const url = URL.createObjectURL(blob);
  link.href = url;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
