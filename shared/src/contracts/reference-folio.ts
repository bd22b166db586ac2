/**
 * The folio a visitor is shown for a message or request they sent: the first 8 characters of its
 * id, upper-cased. The e-mails about it carry the same folio, so staff and dealers can find the
 * request a caller quotes (`where id::text like lower(folio) || '%'`).
 */
export function referenceFolio(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
