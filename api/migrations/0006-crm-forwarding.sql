-- Leads are forwarded to the CRM by a worker (api/src/crm/): the same claim, lease and backoff
-- as the mail outbox, so a CRM that is down delays a lead and never loses or repeats it.
-- Quotes become leads too, in the same transaction that stores the quote.

alter table leads drop constraint leads_source_check;
alter table leads add constraint leads_source_check
  check (source in ('campaign', 'syntage', 'plans-contact', 'quote'));

alter table leads
  add column quote_id uuid unique references quotes (id),
  -- What the CRM gets beyond the contact columns (for a quote: vehicle, plan, payment).
  add column details jsonb,
  add column crm_attempts integer not null default 0,
  add column crm_next_attempt_at timestamptz not null default now(),
  add column crm_last_error text,
  add column crm_sent_at timestamptz;

drop index leads_crm_pending_idx;
create index leads_crm_pending_idx on leads (crm_next_attempt_at) where crm_status = 'pending';
