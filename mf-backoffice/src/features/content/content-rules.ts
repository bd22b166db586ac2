import type { StaffMember, StaffRole } from '@fvc/shared/contracts';
import type { ContentItem } from './content-kinds';
import { hasAnyRole } from '../../app/staff-session';

/** Who opens the content section; administration sees everything. */
export const CONTENT_ROLES: readonly StaffRole[] = ['editor', 'publisher', 'admin'];
/** Who writes drafts. */
export const WRITER_ROLES: readonly StaffRole[] = ['editor', 'admin'];
/** Who publishes, rolls back and unpublishes. */
export const PUBLISHER_ROLES: readonly StaffRole[] = ['publisher', 'admin'];

export const canWrite = (staff: StaffMember | null) => hasAnyRole(staff, WRITER_ROLES);
export const canPublish = (staff: StaffMember | null) => hasAnyRole(staff, PUBLISHER_ROLES);

/** An item's state as the staff read it. */
export const CONTENT_STATE_NAMES: Record<ContentItem['state'], string> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
  ended: 'Terminada',
};

/** "versión publicada 2 de 3", or that none is. */
export function versionSummary(liveVersion: number | null, latestVersion: number): string {
  if (liveVersion === null) return `sin versión publicada · ${latestVersion} ${latestVersion === 1 ? 'versión' : 'versiones'}`;
  return `versión publicada ${liveVersion} de ${latestVersion}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a datetime-local input shows it: in this browser's time zone (the staff's
 * computers are on central Mexico's time). Empty for none.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value ("2026-04-01T09:00", this browser's time) as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A datetime-local input's rule: empty, or a date and time. */
export const validInstant = (value: string) => !value || fromLocalInput(value) !== null || 'Escribe una fecha y hora válidas.';

/** An end's rule, beside its start's: valid, and after the start when both are set (the API's rule too). */
export const endsAfterStart = (end: string, start: string) => {
  const valid = validInstant(end);
  if (valid !== true) return valid;
  const from = fromLocalInput(start);
  const to = fromLocalInput(end);
  return !from || !to || Date.parse(to) > Date.parse(from) || 'El fin debe ser después del inicio.';
};

/** A calendar day as a date input holds it and the API takes it ("2026-11-30"): a real day, no time zone. */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A date input's rule: empty, or a real day. */
export const validDay = (value: string) => !value || isDay(value) || 'Escribe una fecha válida.';
