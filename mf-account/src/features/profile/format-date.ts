// Made on first use (a page's first Intl object is a long task, shared/src/format/es-mx.ts).
let dateTime: Intl.DateTimeFormat | null = null;

export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
}
