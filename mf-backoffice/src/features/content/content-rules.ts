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
