-- Issue #69: the invoice request is prefilled from what the company knows, with the fields CFDI 4.0
-- asks of the receiver. The customer's fiscal address (the code postal was already here), and on
-- each request the régimen fiscal and uso de CFDI it was made with. Older requests have neither.
alter table customers add column fiscal_street text;
alter table customers add column fiscal_neighborhood text;
alter table customers add column fiscal_city text;
alter table customers add column fiscal_state_id smallint references states (id);

alter table invoice_requests add column tax_regime text;
alter table invoice_requests add column cfdi_use text;

-- The customer updates their own phone and address in the profile; the sign-in e-mail changes
-- once a code sent to the new address is typed (a pending change per account, the code as an
-- HMAC bound to the change, never the code itself).
alter table customers add column phone text;
create table email_changes (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null unique references customer_accounts (id) on delete cascade,
  new_email text not null,
  code_hash text not null,
  code_expires_at timestamptz not null,
  code_attempts integer not null default 0,
  created_at timestamptz not null default now()
);
