import type { StaffMember } from '@fvc/shared/contracts';
import { STAFF_ROLE_NAMES } from '@fvc/shared/contracts/rules';

let instants: Intl.DateTimeFormat | null = null;

/**
 * An instant as the staff read it, in Mexico City's time: "5 mar 2026, 14:05". With `Intl`, made
 * on first use: the public pages avoid it for their first paint (decision 0020); the back-office
 * is no public page.
 */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  instants ??= new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' });
  return instants.format(date);
}

/** "Atención a clientes, Administración". */
export function roleNames(staff: Pick<StaffMember, 'roles'>): string {
  return staff.roles.map((role) => STAFF_ROLE_NAMES[role]).join(', ');
}

let days: Intl.DateTimeFormat | null = null;

/** A calendar date (`2026-03-05`) as the staff read it: "5 mar 2026", with no time zone shifting it. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) return isoDate;
  days ??= new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', dateStyle: 'medium' });
  return days.format(date);
}
