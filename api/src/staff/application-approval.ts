import { normalizeTaxId, personTypeOf, vehicleName } from '@fvc/shared/contracts';
import type { PlanKind } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import type { Queryable } from '../db/database';
import type { ContractPlan } from '../ledger/contract-ledger';
import { insertInstallments, insertPostings } from '../ledger/ledger-store';
import { LATE_FEE, openNewContract, type ContractTerms } from '../ledger/new-contract';
import type { StoredQuoteResult } from '../quote-documents/quote-document';
import type { ApplicationState } from './application-review';

/**
 * An approved application becomes a customer with a contract (issue #72): the customer from what
 * the applicant entered, the contract from the quote it came from (vehicle, plan, amount, term and
 * rate), opened by the ledger exactly as every other contract is (ledger/new-contract.ts). Runs
 * inside the decision's transaction: all of it is written, or none.
 */

const CONTRACT_PLANS: Record<PlanKind, ContractPlan> = { credit: 'credit', 'pure-lease': 'pure_lease', 'financial-lease': 'financial_lease' };

// The regime the SAT gives most of each: a moral's general regime, a física's business activity.
// The customer names their own when they ask for an invoice.
const TAX_REGIME = { fisica: '612', moral: '601' } as const;

const yearInMexico = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Mexico_City' });

/**
 * FVC-2026-000001: the year of the approval and the next number of `contract_number_seq` (migration
 * 0025). The contracts that came from elsewhere keep their numbers: one already taken is skipped.
 */
async function nextContractNumber(tx: Queryable): Promise<string> {
  const year = yearInMexico.format(new Date());
  for (;;) {
    const [row] = await tx.query<{ n: string }>(`select nextval('contract_number_seq')::text as n`);
    const number = `FVC-${year}-${row!.n.padStart(6, '0')}`;
    const [taken] = await tx.query('select 1 from contracts where number = $1', [number]);
    if (!taken) return number;
  }
}

interface QuoteRow {
  plan: PlanKind;
  term_months: number;
  result: StoredQuoteResult;
  model: string;
  version: string;
  type_id: number;
  person_type: 'fisica' | 'moral';
}

/** The contract's terms as the quote offered them; the rate of a quote saved before it was kept, from its plan. */
async function termsOfQuote(tx: Queryable, quoteId: string): Promise<{ terms: ContractTerms; vehicle: string }> {
  const [quote] = await tx.query<QuoteRow>(
    `select q.plan, q.term_months, q.result, q.person_type, t.name || ' ' || m.name as model, v.name || ' ' || v.year as version, m.type_id
       from quotes q join vehicle_versions v on v.id = q.version_id join vehicle_models m on m.id = v.model_id join vehicle_types t on t.id = m.type_id
      where q.id = $1`,
    [quoteId],
  );
  if (!quote) throw new Error(`La cotización ${quoteId} no existe`);
  let annualRate = quote.result.annualRate;
  if (annualRate === undefined) {
    const [params] = await tx.query<{ annual_rate: string }>('select annual_rate from quote_plan_params where plan = $1 and vehicle_type_id = $2', [quote.plan, quote.type_id]);
    annualRate = Number(params!.annual_rate);
  }
  const plan = CONTRACT_PLANS[quote.plan];
  return {
    vehicle: vehicleName(quote.model, quote.version),
    terms: {
      plan,
      financed: quote.result.financed,
      annualRate,
      termMonths: quote.term_months,
      // A credit's schedule charged IVA on interest or not by the person type (the quote's rows say
      // which); a lease's rent always carries IVA, and the column is the seed's default.
      ivaOnInterest: plan === 'credit' ? quote.result.schedule.some((row) => row.iva > 0) : true,
      residual: plan === 'credit' ? 0 : quote.result.residual,
    },
  };
}

export interface ApprovalOutcome {
  customerId: string;
  contractId: string;
  contractNumber: string;
  /** The customer already had a confirmed portal account: the contract shows there at once. */
  hasAccount: boolean;
}

/**
 * The customer: one the company already has, when the RFC and the application's e-mail are both
 * theirs (a customer applying again sees the new contract beside the others); a new one otherwise.
 */
async function customerFor(tx: Queryable, application: ApplicationState): Promise<{ id: string; hasAccount: boolean }> {
  const applicant = application.steps.solicitante;
  const address = application.steps.domicilio;
  if (!applicant || !address) throw new Error(`La solicitud ${application.id} no tiene los datos del solicitante`);
  const rfc = normalizeTaxId(applicant.rfc);
  const [existing] = await tx.query<{ id: string; has_account: boolean }>(
    `select c.id, a.email_verified_at is not null as has_account
       from customers c left join customer_accounts a on a.customer_id = c.id
      where upper(c.rfc) = $1 and (lower(c.contact_email) = $2 or lower(a.email) = $2)
      order by c.created_at limit 1`,
    [rfc, application.email],
  );
  if (existing) return { id: existing.id, hasAccount: existing.has_account };

  const personType = personTypeOf(application.applicantType);
  const interior = address.interiorNumber?.trim();
  const [state] = await tx.query<{ id: number }>('select id from states where lower(name) = lower($1) limit 1', [address.state.trim()]);
  const [row] = await tx.query<{ id: string }>(
    `insert into customers (name, rfc, person_type, tax_regime, fiscal_zip, contact_email, fiscal_street, fiscal_neighborhood, fiscal_city, fiscal_state_id, phone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      application.applicantName,
      rfc,
      personType,
      TAX_REGIME[personType],
      address.postalCode,
      // Where the registration's confirmation will go: the address the applicant's link reached.
      application.email,
      `${address.street.trim()} ${address.exteriorNumber.trim()}${interior ? ` int. ${interior}` : ''}`,
      address.colonia.trim(),
      address.municipality.trim(),
      state?.id ?? null,
      applicant.phone,
    ],
  );
  return { id: row!.id, hasAccount: false };
}

export async function approveIntoContract(tx: Queryable, application: ApplicationState): Promise<ApprovalOutcome> {
  const customer = await customerFor(tx, application);
  const { terms, vehicle } = await termsOfQuote(tx, application.quoteId);
  const number = await nextContractNumber(tx);
  const startDate = businessToday();
  const opened = openNewContract(terms, number, startDate);
  const [contract] = await tx.query<{ id: string }>(
    `insert into contracts (customer_id, number, vehicle, status, plan, financed_cents, annual_rate, term_months, start_date,
       installment_cents, iva_on_interest, residual_value_cents, late_fee_cents)
     values ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [customer.id, number, vehicle, terms.plan, terms.financed, terms.annualRate, terms.termMonths, startDate, opened.installment, terms.ivaOnInterest, terms.residual, LATE_FEE],
  );
  const contractId = contract!.id;
  await insertInstallments(tx, contractId, opened.state.rows);
  await insertPostings(tx, contractId, [opened.disbursement]);
  await tx.query('update credit_applications set customer_id = $2, contract_id = $3 where id = $1', [application.id, customer.id, contractId]);
  return { customerId: customer.id, contractId, contractNumber: number, hasAccount: customer.hasAccount };
}
