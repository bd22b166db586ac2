/** The bank's timestamps: Mexico City local time, ISO-like (2026-12-15T09:30:00). */
export function mexicoDateTime(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Mexico_City', dateStyle: 'short', timeStyle: 'medium' }).format(now).replace(' ', 'T');
}
