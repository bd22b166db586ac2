import { queryOptions } from '@tanstack/react-query';
import { ApiError, http, uploadWithProgress } from '@fvc/shared/api';
import type {
  ActivityStep,
  AddressStep,
  ApplicantStep,
  ApplicationDataStep,
  ApplicationView,
  ConsentCodeSent,
  ConsentRequest,
  PostalCode,
  ReferencesStep,
  StartApplicationRequest,
  StartedApplication,
  SubmittedApplication,
} from '@fvc/shared/contracts';
import { APPLICATION_TOKEN_HEADER } from '@fvc/shared/contracts/rules';
import { currentLink } from '../application-link';

/** Said when a page needs the link and this tab has none (a new tab, a cleared session). */
const NO_LINK_MESSAGE = 'Abre el enlace que te enviamos por correo para continuar tu solicitud.';

/** The link's token in its header: never in the URL, where it would land in logs. */
function linkHeaders(): Record<string, string> {
  const link = currentLink();
  if (!link) throw new ApiError(401, 'NO_LINK', NO_LINK_MESSAGE);
  return { [APPLICATION_TOKEN_HEADER]: link.token };
}

/** Whether a failure means the link itself is no good (expired, replaced by a newer one, unknown). */
export const isLinkRefused = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

export type StepData = {
  solicitante: ApplicantStep;
  domicilio: AddressStep;
  actividad: ActivityStep;
  referencias: ReferencesStep;
};

/** POST /api/applications: a new application from the quote (or the one it already has) and its link by e-mail. */
export async function startApplication(request: StartApplicationRequest): Promise<StartedApplication> {
  return (await http.post<StartedApplication>('/api/applications', request)).data;
}

/**
 * The application the link opens. One key for whichever link the tab holds: the token is not put
 * in the cache's keys, and a new link removes what the old one read (`forgetApplication`).
 */
export const applicationQuery = queryOptions({
  queryKey: ['application', 'current'],
  queryFn: async ({ signal }) => (await http.get<ApplicationView>('/api/applications/current', { headers: linkHeaders(), signal })).data,
  // A refused link is an answer: asking again cannot change it.
  retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
});

export const APPLICATION_KEY = applicationQuery.queryKey;

/** Each change answers the application as it now is: the page draws that, without reading it again. */
export async function saveStep<S extends ApplicationDataStep>(step: S, data: StepData[S]): Promise<ApplicationView> {
  return (await http.put<ApplicationView>(`/api/applications/current/steps/${step}`, data, { headers: linkHeaders() })).data;
}

/** PUT a document as multipart `file`, with its progress (the one XMLHttpRequest call, decision 0014). */
export async function uploadDocument(key: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ApplicationView> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await uploadWithProgress<ApplicationView>('PUT', `/api/applications/current/documents/${encodeURIComponent(key)}`, body, {
    headers: linkHeaders(),
    signal,
    onProgress: (sent, total) => onProgress(total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0),
  });
  return data;
}

export async function removeDocument(key: string): Promise<ApplicationView> {
  return (await http.delete<ApplicationView>(`/api/applications/current/documents/${encodeURIComponent(key)}`, { headers: linkHeaders() })).data;
}

/** E-mails the applicant the code that signs the consents. */
export async function sendConsentCode(): Promise<ConsentCodeSent> {
  return (await http.post<ConsentCodeSent>('/api/applications/current/consents/code', undefined, { headers: linkHeaders() })).data;
}

export async function signConsents(request: ConsentRequest): Promise<ApplicationView> {
  return (await http.post<ApplicationView>('/api/applications/current/consents', request, { headers: linkHeaders() })).data;
}

export async function submitApplication(): Promise<SubmittedApplication> {
  return (await http.post<SubmittedApplication>('/api/applications/current/submit', undefined, { headers: linkHeaders() })).data;
}

/**
 * The SEPOMEX catalog's entry for a postal code, or null when the catalog does not have it (a new
 * development, a rural code): the form then asks for the colonia as text. Kept for the visit.
 */
export const postalCodeQuery = (postalCode: string) =>
  queryOptions({
    queryKey: ['postal-code', postalCode],
    queryFn: async ({ signal }) => {
      try {
        return (await http.get<PostalCode>(`/api/postal-codes/${postalCode}`, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
