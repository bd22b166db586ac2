// The back-office's review of credit applications (issue #72) as plain values, with no schema
// library: what the staff's screens import (through contracts/rules.ts) and
// backoffice-applications.ts builds its schemas from, so the form and the API apply one rule.
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-rules';

/** What staff see: every status but the draft, which is still the applicant's alone. */
export const REVIEW_STATUSES = APPLICATION_STATUSES.filter((status): status is Exclude<ApplicationStatus, 'draft'> => status !== 'draft');
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Decided: no later decision, request or review changes it. */
export const DECIDED_STATUSES = ['approved', 'declined'] as const satisfies readonly ReviewStatus[];

export const APPLICATION_REVIEW_LIMITS = {
  /** Part of the applicant's name, RFC or e-mail, or the folio. */
  applicant: 100,
  /** What the applicant reads when documents are asked for or the application is decided. */
  note: 1000,
  /** Documents asked for at once: any of the applicant type's. */
  documents: 20,
} as const;

export const APPLICATION_REVIEW_MESSAGES = {
  documentsRequired: 'Elige al menos un documento que falte.',
  documentUnknown: 'Ese documento no es de los que pide este tipo de solicitante.',
  noteRequired: 'Escribe una nota para el solicitante: la leerá en el correo y en el estado de su solicitud.',
  declineNoteRequired: 'Escribe por qué no se aprueba: el solicitante lo leerá.',
} as const;

/** The decisions staff take on a submitted application. */
export const APPLICATION_DECISIONS = ['approved', 'declined'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];
