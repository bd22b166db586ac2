-- Customer area (issue #11): the contracts' terms and schedules, the account's movements,
-- monthly statements, CFDI invoices, insurance policies, and what customers ask for (invoices for
-- a purchase, bills sent to dealers, capital contributions, payoffs, support). Every table hangs
-- from a contract or a customer, so a customer's data is always found through the customer id.

-- The company as issuer of CFDI invoices.
alter table company add column rfc text not null default 'FVC9601011A2';
alter table company add column tax_regime text not null default '601';
alter table company add column fiscal_zip text not null default '76000';

-- The customer as receiver of CFDI invoices.
alter table customers add column person_type text not null default 'fisica' check (person_type in ('fisica', 'moral'));
alter table customers add column tax_regime text not null default '612';
alter table customers add column fiscal_zip text not null default '06600' check (fiscal_zip ~ '^[0-9]{5}$');

-- The terms of each contract. Contracts loaded before this migration have no terms (null) and
-- show without schedule; a fresh database gets complete demo contracts.
alter table contracts add column plan text not null default 'credit' check (plan in ('credit', 'pure_lease', 'financial_lease'));
alter table contracts add column financed_cents bigint check (financed_cents > 0);
alter table contracts add column annual_rate numeric(8, 6) check (annual_rate >= 0 and annual_rate < 1);
alter table contracts add column term_months integer check (term_months between 1 and 120);
alter table contracts add column start_date date;
-- Level payment before IVA (principal + interest, or the rent).
alter table contracts add column installment_cents bigint check (installment_cents > 0);
alter table contracts add column iva_on_interest boolean not null default true;
alter table contracts add column residual_value_cents bigint not null default 0 check (residual_value_cents >= 0);
alter table contracts add column distributor_id uuid references distributors (id);

-- The schedule in force: rows are rewritten from the month of a capital contribution on (the
-- term shortens, the installment stays).
create table contract_installments (
  contract_id uuid not null references contracts (id) on delete cascade,
  number integer not null check (number > 0),
  due_date date not null,
  principal_cents bigint not null check (principal_cents >= 0),
  interest_cents bigint not null check (interest_cents >= 0),
  iva_cents bigint not null check (iva_cents >= 0),
  total_cents bigint not null check (total_cents >= 0),
  balance_after_cents bigint not null check (balance_after_cents >= 0),
  -- The late-payment fee charged for this installment, owed with it.
  late_fee_cents bigint not null default 0 check (late_fee_cents >= 0),
  paid_cents bigint not null default 0 check (paid_cents >= 0),
  paid_on date,
  primary key (contract_id, number)
);
create index contract_installments_due_idx on contract_installments (contract_id, due_date);

-- The account of each contract: charges (the amount financed, each month's interest and IVA,
-- late fees) and credits (payments, capital contributions). The running balance is what the
-- customer owes: outstanding principal plus anything due and unpaid.
create table contract_movements (
  id bigint generated always as identity primary key,
  contract_id uuid not null references contracts (id) on delete cascade,
  posted_on date not null,
  kind text not null check (kind in ('disbursement', 'interest', 'payment', 'late_fee', 'capital_contribution', 'adjustment')),
  description text not null,
  reference text not null,
  charge_cents bigint not null default 0 check (charge_cents >= 0),
  credit_cents bigint not null default 0 check (credit_cents >= 0),
  balance_after_cents bigint not null,
  check ((charge_cents = 0) <> (credit_cents = 0))
);
-- Newest first, paged, filtered by date: the movements screen's one query.
create index contract_movements_contract_posted_idx on contract_movements (contract_id, posted_on desc, id desc);

-- One row per contract and month with movements; the PDF is rendered from the movements.
create table account_statements (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  period_start date not null check (extract(day from period_start) = 1),
  generated_at timestamptz not null default now(),
  unique (contract_id, period_start)
);

-- CFDI 4.0 invoices issued to the customer (one per paid installment). The XML is the issued
-- document, kept as it was stamped; the PDF is its printed representation, rendered on request.
create table cfdi_invoices (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  installment_number integer,
  serie text not null,
  folio text not null,
  fiscal_uuid uuid not null unique,
  issued_at timestamptz not null,
  description text not null,
  subtotal_cents bigint not null,
  iva_cents bigint not null,
  total_cents bigint not null,
  xml text not null,
  -- The facts the XML was built from, for its printed representation (PDF).
  data jsonb not null,
  unique (serie, folio)
);
create index cfdi_invoices_contract_idx on cfdi_invoices (contract_id, issued_at desc);

-- Insurance of the financed unit: its term matches the contract's (SPEC §9).
create table insurance_policies (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  policy_number text not null unique,
  insurer text not null,
  coverage text not null,
  starts_on date not null,
  ends_on date not null check (ends_on > starts_on),
  premium_cents bigint not null check (premium_cents > 0)
);
create index insurance_policies_contract_idx on insurance_policies (contract_id);

-- Human folios (SOL-2026-000123): short enough to say on the phone.
create sequence customer_folio_seq;

-- Capital contributions, payoffs and support messages, each with its folio; e-mailed to customer
-- service through the outbox in the same transaction.
create table customer_requests (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid references contracts (id) on delete cascade,
  kind text not null check (kind in ('capital_contribution', 'payoff', 'support')),
  folio text not null unique,
  amount_cents bigint check (amount_cents > 0),
  as_of date,
  subject text,
  message text,
  details jsonb not null default '{}',
  status text not null default 'received' check (status in ('received', 'in_progress', 'closed')),
  created_at timestamptz not null default now()
);
create index customer_requests_customer_idx on customer_requests (customer_id, created_at desc);

-- Files customers upload, stored under generated names outside any web root.
create table uploaded_files (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  original_name text not null,
  stored_name text not null unique,
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null,
  created_at timestamptz not null default now()
);

-- A request for an invoice of a purchase (SPEC §3 billing form), and where it stands.
create table invoice_requests (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid not null references contracts (id) on delete cascade,
  folio text not null unique,
  purchase_date date not null,
  name text not null,
  rfc text not null,
  street text not null,
  neighborhood text not null,
  city text not null,
  zipcode text not null check (zipcode ~ '^[0-9]{5}$'),
  state_id smallint not null references states (id),
  docs_file_id uuid not null references uploaded_files (id),
  sat_file_id uuid not null references uploaded_files (id),
  status text not null default 'received' check (status in ('received', 'in_review', 'issued', 'rejected')),
  status_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_requests_customer_idx on invoice_requests (customer_id, created_at desc);

-- An invoice the customer sent to a dealer by e-mail; delivery follows the outbox message.
create table bill_deliveries (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  invoice_id uuid not null references cfdi_invoices (id) on delete cascade,
  distributor_id uuid not null references distributors (id),
  folio text not null unique,
  mail_id uuid not null references mail_outbox (id),
  created_at timestamptz not null default now()
);
create index bill_deliveries_customer_idx on bill_deliveries (customer_id, created_at desc);
