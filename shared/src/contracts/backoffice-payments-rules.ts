// The back-office's payments section (issue #71) as plain values, with no schema library: what the
// staff's screens import (through contracts/rules.ts) and backoffice-payments.ts builds its schemas
// from, so the form and the API apply one rule.
import { CONTRACT_NUMBER_PATTERN, normalizeContractNumber } from './access-rules';

export const BACKOFFICE_PAYMENT_LIMITS = {
  /** A follow-up note on a rejected debit: a line or two of what was done ("le llamé; paga el viernes"). */
  followUpNote: 500,
  /** The contract number a transfer is applied to, as typed (spaces and all) before it is checked. */
  contractNumber: 40,
} as const;

/** Why a SPEI transfer waits for a person: the e-mail to staff and the back-office say the same. */
export const SPEI_PARKED_REASONS = {
  'unknown-reference': 'La CLABE de referencia no corresponde a ningún contrato.',
  'contract-settled': 'El contrato ya está liquidado: la transferencia se debe devolver o aplicar a mano.',
} as const;
export type SpeiParkedReasonName = keyof typeof SPEI_PARKED_REASONS;

/** The two lists of transfers: those waiting for a person, and those a person already decided. */
export const SPEI_LIST_NAMES = { parked: 'Apartadas', resolved: 'Resueltas' } as const;
export type SpeiListName = keyof typeof SPEI_LIST_NAMES;

/** A transfer's state as staff read it. */
export const SPEI_TRANSFER_STATUS_NAMES = { parked: 'Apartada', applied: 'Aplicada', returned: 'Devuelta' } as const;

/** The rejected debits, by whether someone already followed them up. */
export const DEBIT_FOLLOW_UP_NAMES = { pending: 'Sin seguimiento', done: 'Con seguimiento' } as const;
export type DebitFollowUpName = keyof typeof DEBIT_FOLLOW_UP_NAMES;

const SPEI_RESOLUTION_MESSAGES = {
  contractRequired: 'Escribe el número del contrato al que se aplica la transferencia.',
  contractFormat: 'Escribe el número de contrato completo, como FVC-2024-000123.',
} as const;

/**
 * What is wrong with the contract number a transfer is applied to, or null: the form says it
 * before sending, the API again. Whether the contract exists and owes money only the API knows.
 */
export function contractNumberProblem(typed: string): string | null {
  const number = normalizeContractNumber(typed);
  if (!number) return SPEI_RESOLUTION_MESSAGES.contractRequired;
  return new RegExp(CONTRACT_NUMBER_PATTERN).test(number) ? null : SPEI_RESOLUTION_MESSAGES.contractFormat;
}
