const format = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });

export function formatNewsDate(iso: string): string {
  return format.format(new Date(iso));
}
