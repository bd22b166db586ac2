const DATE_TIME = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
