import type { DocumentsQuery, InvoiceSummary, Policy, StatementSummary } from '@fvc/shared/contracts';
import type { CfdiData, CompanyInfo, CustomerInfo } from '../customer-documents/document-types';
import type { Queryable } from '../db/database';

/** `YYYY-MM` filters as the first day of their month, inclusive on both ends. */
const monthStart = (month: string | undefined) => (month ? `${month}-01` : null);

export async function listStatements(db: Queryable, customerId: string, filter: DocumentsQuery): Promise<StatementSummary[]> {
  const rows = await db.query<{ id: string; contract_id: string; number: string; period: string }>(
    `select s.id, s.contract_id, c.number, s.period_start::text as period
       from account_statements s join contracts c on c.id = s.contract_id
      where c.customer_id = $1 and ($2::uuid is null or s.contract_id = $2::uuid)
        and ($3::date is null or s.period_start >= $3::date) and ($4::date is null or s.period_start <= $4::date)
      order by s.period_start desc, c.number`,
    [customerId, filter.contractId ?? null, monthStart(filter.from), monthStart(filter.to)],
  );
  return rows.map((row) => ({ id: row.id, contractId: row.contract_id, contractNumber: row.number, period: row.period }));
}

export async function findStatement(db: Queryable, customerId: string, statementId: string): Promise<{ id: string; contractId: string; period: string } | null> {
  const [row] = await db.query<{ id: string; contract_id: string; period: string }>(
    `select s.id, s.contract_id, s.period_start::text as period from account_statements s join contracts c on c.id = s.contract_id
      where c.customer_id = $1 and s.id = $2`,
    [customerId, statementId],
  );
  return row ? { id: row.id, contractId: row.contract_id, period: row.period } : null;
}

interface InvoiceRow {
  id: string;
  contract_id: string;
  number: string;
  serie: string;
  folio: string;
  fiscal_uuid: string;
  issued_at: Date | string;
  description: string;
  subtotal_cents: string;
  iva_cents: string;
  total_cents: string;
}

const toInvoice = (row: InvoiceRow): InvoiceSummary => ({
  id: row.id,
  contractId: row.contract_id,
  contractNumber: row.number,
  serie: row.serie,
  folio: row.folio,
  fiscalUuid: row.fiscal_uuid.toUpperCase(),
  issuedAt: new Date(row.issued_at).toISOString(),
  description: row.description,
  subtotal: Number(row.subtotal_cents),
  iva: Number(row.iva_cents),
  total: Number(row.total_cents),
});

const INVOICE_COLUMNS = `i.id, i.contract_id, c.number, i.serie, i.folio, i.fiscal_uuid::text as fiscal_uuid, i.issued_at, i.description,
  i.subtotal_cents, i.iva_cents, i.total_cents`;

export async function listInvoices(db: Queryable, customerId: string, filter: DocumentsQuery): Promise<InvoiceSummary[]> {
  const rows = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from cfdi_invoices i join contracts c on c.id = i.contract_id
      where c.customer_id = $1 and ($2::uuid is null or i.contract_id = $2::uuid)
        and ($3::date is null or i.issued_at >= $3::date)
        and ($4::date is null or i.issued_at < ($4::date + interval '1 month'))
      order by i.issued_at desc, i.folio desc`,
    [customerId, filter.contractId ?? null, monthStart(filter.from), monthStart(filter.to)],
  );
  return rows.map(toInvoice);
}

export async function findInvoice(db: Queryable, customerId: string, invoiceId: string): Promise<(InvoiceSummary & { xml: string; data: CfdiData }) | null> {
  const [row] = await db.query<InvoiceRow & { xml: string; data: CfdiData }>(
    `select ${INVOICE_COLUMNS}, i.xml, i.data from cfdi_invoices i join contracts c on c.id = i.contract_id where c.customer_id = $1 and i.id = $2`,
    [customerId, invoiceId],
  );
  return row ? { ...toInvoice(row), xml: row.xml, data: row.data } : null;
}

interface PolicyRow {
  id: string;
  contract_id: string;
  number: string;
  vehicle: string;
  policy_number: string;
  insurer: string;
  coverage: string;
  starts_on: string;
  ends_on: string;
  premium_cents: string;
  contract_starts_on: string | null;
  contract_ends_on: string | null;
  term_change: 'capital_contribution' | 'payoff' | null;
}

// With the contract's dates in force, so the screen can say whether the policy matches them (docs/product.md §9)
// and, when a contribution or a payoff moved the end, why it does not.
const POLICY_SQL = `select p.id, p.contract_id, c.number, c.vehicle, p.policy_number, p.insurer, p.coverage,
    p.starts_on::text as starts_on, p.ends_on::text as ends_on, p.premium_cents, c.start_date::text as contract_starts_on,
    (select max(i.due_date)::text from contract_installments i where i.contract_id = c.id) as contract_ends_on,
    (select t.reason from contract_term_changes t where t.contract_id = c.id order by t.changed_on desc, t.id desc limit 1) as term_change
  from insurance_policies p join contracts c on c.id = p.contract_id where c.customer_id = $1`;

const toPolicy = (row: PolicyRow): Policy => ({
  id: row.id,
  contractId: row.contract_id,
  contractNumber: row.number,
  vehicle: row.vehicle,
  policyNumber: row.policy_number,
  insurer: row.insurer,
  coverage: row.coverage,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  premium: Number(row.premium_cents),
  contractStartsOn: row.contract_starts_on,
  contractEndsOn: row.contract_ends_on,
  termChange: row.term_change,
});

export async function listPolicies(db: Queryable, customerId: string): Promise<Policy[]> {
  return (await db.query<PolicyRow>(`${POLICY_SQL} order by c.status = 'settled', p.starts_on desc`, [customerId])).map(toPolicy);
}

export async function findPolicy(db: Queryable, customerId: string, policyId: string): Promise<Policy | null> {
  const [row] = await db.query<PolicyRow>(`${POLICY_SQL} and p.id = $2`, [customerId, policyId]);
  return row ? toPolicy(row) : null;
}

/** Issuer and receiver of the customer's documents. */
export async function documentParties(db: Queryable, customerId: string): Promise<{ company: CompanyInfo; customer: CustomerInfo } | null> {
  const [row] = await db.query<{
    company_name: string;
    legal_name: string;
    company_rfc: string;
    company_regime: string;
    company_zip: string;
    phone: string;
    email: string;
    hours_weekdays: string;
    hours_saturday: string;
    name: string;
    rfc: string;
    person_type: 'fisica' | 'moral';
    tax_regime: string;
    fiscal_zip: string;
  }>(
    `select co.name as company_name, co.legal_name, co.rfc as company_rfc, co.tax_regime as company_regime, co.fiscal_zip as company_zip,
            co.phone, co.email, co.hours_weekdays, co.hours_saturday,
            cu.name, cu.rfc, cu.person_type, cu.tax_regime, cu.fiscal_zip
       from customers cu cross join company co where cu.id = $1 and co.id = 1`,
    [customerId],
  );
  if (!row) return null;
  return {
    company: {
      name: row.company_name,
      legalName: row.legal_name,
      rfc: row.company_rfc,
      taxRegime: row.company_regime,
      fiscalZip: row.company_zip,
      phone: row.phone,
      email: row.email,
      hours: `${row.hours_weekdays}; ${row.hours_saturday}`,
    },
    customer: { name: row.name, rfc: row.rfc, personType: row.person_type, taxRegime: row.tax_regime, fiscalZip: row.fiscal_zip },
  };
}
