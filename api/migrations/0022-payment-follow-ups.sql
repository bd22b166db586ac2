-- Issue #71: the payments that need a person, in the back-office ("Pagos").

-- Who decided a parked SPEI transfer, and when. The command line decides too (no staff member
-- then). Transfers decided before this file have no date: a returned one is still told apart by
-- its status ('resolved'); one applied by hand then looks like one applied on arrival.
alter table spei_transfers add column resolved_at timestamptz;
alter table spei_transfers add column resolved_by uuid references staff_accounts (id);
-- The back-office's list of decided transfers reads them by this same condition.
create index spei_transfers_resolved_idx on spei_transfers (received_at) where status = 'resolved' or resolved_at is not null;

-- A rejected direct debit followed up with the customer: one note, who wrote it and when. Its
-- length is the contract's (shared/src/contracts/backoffice-payments-rules.ts).
create table payment_follow_ups (
  payment_id uuid primary key references payments (id) on delete cascade,
  note text not null,
  staff_id uuid not null references staff_accounts (id),
  created_at timestamptz not null default now()
);
