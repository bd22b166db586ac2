-- Issue #65 (decision 0042): one ledger. What was paid is kept as allocations (money put against
-- one part of one installment), so the paid amount of each part, and the position on any past date,
-- are read from them. Each installment records when its interest was charged to the account (its
-- due date, or earlier when a payment reached it ahead). The schedule's changes (a capital
-- contribution that shortened it, a payoff that closed it) are kept with their date and amount.

alter table contracts add column late_fee_cents bigint not null default 40600 check (late_fee_cents >= 0);
comment on column contracts.late_fee_cents is 'The fee an installment is charged when it is still unpaid three days after its due date (IVA included).';

alter table contract_installments add column billed_on date;

create table contract_allocations (
  id bigint generated always as identity primary key,
  contract_id uuid not null references contracts (id) on delete cascade,
  installment_number integer not null,
  component text not null check (component in ('fee', 'iva', 'interest', 'principal')),
  amount_cents bigint not null check (amount_cents > 0),
  applied_on date not null,
  -- The payment's folio or reference, as on its account line.
  reference text not null
);
create index contract_allocations_contract_idx on contract_allocations (contract_id, installment_number);

-- What was paid before this migration, as one allocation per part, in the order of decision 0042.
insert into contract_allocations (contract_id, installment_number, component, amount_cents, applied_on, reference)
select contract_id, number, component, amount, coalesce(paid_on, due_date), 'SALDO-INICIAL'
  from (
    select i.contract_id, i.number, i.paid_on, i.due_date, parts.component, parts.amount
      from contract_installments i
      cross join lateral (
        select least(i.paid_cents, i.late_fee_cents) as fee,
               least(greatest(i.paid_cents - i.late_fee_cents, 0), i.iva_cents) as iva,
               least(greatest(i.paid_cents - i.late_fee_cents - i.iva_cents, 0), i.interest_cents) as interest,
               least(greatest(i.paid_cents - i.late_fee_cents - i.iva_cents - i.interest_cents, 0), i.principal_cents) as principal
      ) split
      cross join lateral (values ('fee', split.fee), ('iva', split.iva), ('interest', split.interest), ('principal', split.principal)) as parts (component, amount)
     where i.paid_cents > 0
  ) paid
 where amount > 0;

update contract_installments
   set billed_on = case when due_date <= current_date then due_date when paid_cents > 0 then coalesce(paid_on, due_date) end;

alter table contract_installments drop column paid_cents;
alter table contract_installments drop column paid_on;

create table contract_term_changes (
  id bigint generated always as identity primary key,
  contract_id uuid not null references contracts (id) on delete cascade,
  changed_on date not null,
  reason text not null check (reason in ('capital_contribution', 'payoff')),
  amount_cents bigint not null check (amount_cents > 0),
  reference text not null,
  -- Installments left before and after, and the last due date before and after.
  term_before integer not null check (term_before >= 0),
  term_after integer not null check (term_after >= 0),
  end_before date not null,
  end_after date not null
);
create index contract_term_changes_contract_idx on contract_term_changes (contract_id, changed_on);

-- A payment can be made to settle the contract (the payoff option of the payment page).
alter table payments drop constraint payments_option_check;
alter table payments add constraint payments_option_check check (option in ('due', 'overdue', 'custom', 'payoff'));

-- The payoff letter (carta de liquidación): the figures a customer was given, under a folio, valid
-- until a date. Its PDF is drawn again from this row, so the letter says the same every time.
create table payoff_letters (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  contract_id uuid not null references contracts (id) on delete cascade,
  folio text not null unique,
  as_of date not null,
  valid_until date not null,
  total_cents bigint not null check (total_cents >= 0),
  breakdown jsonb not null,
  created_at timestamptz not null default now()
);
create index payoff_letters_customer_idx on payoff_letters (customer_id, created_at desc);

-- How an approved payment was applied (to what was charged, ahead, to capital, the payoff) and the
-- balance and principal it left: its receipt says so whenever it is downloaded.
alter table payments add column application jsonb;
