import { randomUUID } from 'node:crypto';
import { addMonths, percentOf, pesosToCents } from '@fvc/shared/finance';
import { buildCfdiXml } from '../../customer-documents/cfdi-xml';
import type { CfdiData, CompanyInfo, CustomerInfo } from '../../customer-documents/document-types';
import type { Queryable } from '../database';
import { insertAllocations, insertInstallments, insertPostings, insertTermChanges } from '../../ledger/ledger-store';
import { buildContractHistory, LATE_FEE, type ContractHistory } from './customer-area-history';
import { DEMO_COVERAGE, DEMO_INSURER, demoCompany, type DemoContract, type DemoCustomer } from './demo-content';

/** Rows as JSON, inserted in one statement per table (PGlite and pg alike), so seeding stays fast. */
async function insertRows(tx: Queryable, sql: string, rows: object[]): Promise<void> {
  if (rows.length > 0) await tx.query(sql, [JSON.stringify(rows)]);
}

const INSURANCE_RATE_PER_YEAR = 0.035;

/** CFDI of an installment paid: interest and its IVA for a credit, the rent and its IVA for a lease. */
function installmentInvoice(
  contract: DemoContract,
  history: ContractHistory,
  number: number,
  folio: number,
  company: CompanyInfo,
  customer: CustomerInfo,
): CfdiData | null {
  const item = history.installments[number - 1];
  if (!item?.paidOn) return null;
  const lease = contract.plan !== 'credit';
  const subtotal = lease ? item.principal + item.interest : item.interest;
  const description = lease
    ? `Renta ${number} de ${history.installments.length} del arrendamiento, contrato ${contract.number}`
    : `Intereses ordinarios de la mensualidad ${number} de ${history.installments.length}, contrato ${contract.number}`;
  const issuedAt = `${item.paidOn}T10:00:00`;
  return {
    serie: 'A',
    folio: String(folio),
    issuedAt,
    uuid: randomUUID().toUpperCase(),
    company,
    customer,
    usoCfdi: 'G03',
    paymentForm: '03',
    paymentMethod: 'PUE',
    concepts: [{ productKey: lease ? '80131500' : '84101700', unitKey: 'E48', description, quantity: 1, unitValue: subtotal, amount: subtotal, iva: item.iva }],
    subtotal,
    iva: item.iva,
    total: subtotal + item.iva,
    certificateNumber: '00001000000509846663',
    satCertificateNumber: '00001000000505211329',
    stampedAt: `${item.paidOn}T10:00:05`,
    contractNumber: contract.number,
  };
}

/**
 * Demo customers with their online accounts and complete contracts: schedule, movements,
 * statements, CFDI invoices (XML stamped with a fictitious timbre) and insurance policies, all
 * relative to `today`.
 */
export async function seedCustomers(tx: Queryable, customers: readonly DemoCustomer[], passwordHash: string, today: string): Promise<void> {
  const [companyRow] = await tx.query<{ rfc: string; tax_regime: string; fiscal_zip: string }>('select rfc, tax_regime, fiscal_zip from company where id = 1');
  const company: CompanyInfo = {
    name: demoCompany.name,
    legalName: demoCompany.legalName,
    rfc: companyRow?.rfc ?? 'FVC9601011A2',
    taxRegime: companyRow?.tax_regime ?? '601',
    fiscalZip: companyRow?.fiscal_zip ?? '76000',
    phone: demoCompany.phone,
    email: demoCompany.email,
    hours: `${demoCompany.hoursWeekdays}; ${demoCompany.hoursSaturday}`,
  };
  const [dealer] = await tx.query<{ id: string }>('select id from distributors where active order by name limit 1');
  let folio = 1000;

  for (const customer of customers) {
    const [row] = await tx.query<{ id: string }>(
      `insert into customers (name, rfc, person_type, tax_regime, fiscal_zip, contact_email, fiscal_street, fiscal_neighborhood, fiscal_city, fiscal_state_id, phone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        customer.name,
        customer.rfc,
        customer.personType,
        customer.taxRegime,
        customer.fiscalZip,
        customer.contactEmail,
        customer.fiscalAddress.street,
        customer.fiscalAddress.neighborhood,
        customer.fiscalAddress.city,
        customer.fiscalAddress.stateId,
        customer.phone,
      ],
    );
    const customerId = row!.id;
    if (customer.account) {
      await tx.query('insert into customer_accounts (customer_id, email, password_hash, email_verified_at) values ($1, $2, $3, now())', [
        customerId,
        customer.account.email,
        passwordHash,
      ]);
    }
    const receiver: CustomerInfo = { name: customer.name, rfc: customer.rfc, personType: customer.personType, taxRegime: customer.taxRegime, fiscalZip: customer.fiscalZip };

    for (const contract of customer.contracts) {
      const history = buildContractHistory(contract, today);
      const [contractRow] = await tx.query<{ id: string }>(
        `insert into contracts (customer_id, number, vehicle, status, plan, financed_cents, annual_rate, term_months, start_date,
           installment_cents, iva_on_interest, residual_value_cents, distributor_id, late_fee_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $13) returning id`,
        [customerId, contract.number, contract.vehicle, history.status, contract.plan, pesosToCents(contract.financed), contract.annualRate,
          contract.termMonths, history.startDate, history.installment, history.residual, dealer?.id ?? null, LATE_FEE],
      );
      const contractId = contractRow!.id;

      await insertInstallments(tx, contractId, history.installments);
      await insertPostings(tx, contractId, history.movements);
      await insertAllocations(tx, contractId, history.allocations);
      await insertTermChanges(tx, contractId, history.termChanges);
      await insertRows(
        tx,
        `insert into account_statements (contract_id, period_start) select '${contractId}', x.month from jsonb_to_recordset($1::jsonb) as x(month date)`,
        history.statementMonths.map((month) => ({ month })),
      );

      const invoices = history.installments
        .filter((item) => item.paidOn !== null)
        .map((item) => ({ number: item.number, invoice: installmentInvoice(contract, history, item.number, (folio += 1), company, receiver)! }))
        .map(({ number, invoice }) => ({
          installment: number,
          serie: invoice.serie,
          folio: invoice.folio,
          uuid: invoice.uuid,
          issuedAt: `${invoice.issuedAt}-06:00`,
          description: invoice.concepts[0]!.description,
          subtotal: invoice.subtotal,
          iva: invoice.iva,
          total: invoice.total,
          xml: buildCfdiXml(invoice),
          data: invoice,
        }));
      await insertRows(
        tx,
        `insert into cfdi_invoices (contract_id, installment_number, serie, folio, fiscal_uuid, issued_at, description, subtotal_cents, iva_cents, total_cents, xml, data)
         select '${contractId}', x.installment, x.serie, x.folio, x.uuid, x."issuedAt", x.description, x.subtotal, x.iva, x.total, x.xml, x.data
           from jsonb_to_recordset($1::jsonb) as x(installment int, serie text, folio text, uuid uuid, "issuedAt" timestamptz, description text, subtotal bigint, iva bigint, total bigint, xml text, data jsonb)`,
        invoices,
      );

      // The policy covers exactly the contract's term (docs/product.md §9).
      const financed = pesosToCents(contract.financed);
      await tx.query(
        `insert into insurance_policies (contract_id, policy_number, insurer, coverage, starts_on, ends_on, premium_cents)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [contractId, `POL-${contract.number.slice(4)}`, DEMO_INSURER, DEMO_COVERAGE, history.startDate,
          addMonths(history.startDate, contract.termMonths), percentOf(financed, (INSURANCE_RATE_PER_YEAR * contract.termMonths) / 12)],
      );
    }
  }
}
