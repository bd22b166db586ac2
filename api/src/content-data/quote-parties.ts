import type { FieldCipher } from '../crypto/field-cipher';
import type { Queryable } from '../db/database';
import type { QuoteCompany, QuoteDealer } from '../quote-documents/quote-document';

// What a quote's PDF and e-mail need from the database besides the quote: the company's contacts
// and legends, and the dealer to send the visitor to. Quick queries, run before the transaction
// with the rendering.

interface CompanyRow {
  name: string;
  legal_name: string;
  rfc: string;
  phone: string;
  email: string;
  hours_weekdays: string;
  hours_saturday: string;
  une_address: string;
  une_phone: string;
  une_email: string;
  une_hours: string;
  une_head: string;
  condusef_phone: string;
  condusef_url: string;
  buro_url: string;
  regulator_legend: string;
}

export async function loadQuoteCompany(db: Queryable): Promise<QuoteCompany> {
  const [row] = await db.query<CompanyRow>(
    `select name, legal_name, rfc, phone, email, hours_weekdays, hours_saturday, une_address, une_phone, une_email,
       une_hours, une_head, condusef_phone, condusef_url, buro_url, regulator_legend
     from company where id = 1`,
  );
  if (!row) throw new Error('Falta la fila de company: la cotización no puede decir quién la emite');
  return {
    name: row.name,
    legalName: row.legal_name,
    rfc: row.rfc,
    phone: row.phone,
    email: row.email,
    hours: `${row.hours_weekdays}; ${row.hours_saturday}`,
    une: { address: row.une_address, phone: row.une_phone, email: row.une_email, hours: row.une_hours, head: row.une_head },
    condusef: { phone: row.condusef_phone, url: row.condusef_url },
    buroUrl: row.buro_url,
    regulatorLegend: row.regulator_legend,
  };
}

/**
 * The dealer a visitor is sent to: active, offering sales, in the state the visitor typed (its
 * name, or its code, ignoring case and accents). The quote knows the state, not where in it the
 * visitor is, so "nearest" is the best guess the data allows: a dealer selling the quoted kind of
 * vehicle first (the catalogue's bus type is `autobus`), then one in the state's busiest city
 * (the one with most such dealers), then by name so the choice is stable.
 */
export async function findSalesDealer(
  db: Queryable,
  cipher: FieldCipher,
  { state, vehicleTypeSlug }: { state: string; vehicleTypeSlug: string },
): Promise<QuoteDealer | null> {
  const [row] = await db.query<{ name: string; address: string; phone_encrypted: string; city: string; state: string }>(
    `select d.name, d.address, d.phone_encrypted, c.name as city, s.name as state
       from distributors d join cities c on c.id = d.city_id join states s on s.id = c.state_id
      where d.active and d.offers_sales and (fvc_unaccent(s.name) = fvc_unaccent($1) or lower(s.code) = lower($1))
      order by case when $2 = 'autobus' then d.sells_buses else d.sells_trucks end desc,
               count(*) over (partition by c.id) desc, c.name, d.name, d.id
      limit 1`,
    [state.trim().replace(/\s+/g, ' '), vehicleTypeSlug],
  );
  if (!row) return null;
  return { name: row.name, address: row.address, city: row.city, state: row.state, phone: cipher.decrypt(row.phone_encrypted) };
}
