let format: Intl.DateTimeFormat | null = null;

/**
 * A news date as "23 de noviembre de 2026", in Mexico City's time. The formatter is made on the
 * first call, not when the module loads: the home page bundles the news list but shows no date,
 * and the first `Intl` object of a page costs a long task (35–50 ms here, four times that on
 * Lighthouse's phone) that `/` should not pay (issue #15).
 */
export function formatNewsDate(iso: string): string {
  format ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });
  return format.format(new Date(iso));
}
