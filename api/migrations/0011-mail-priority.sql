-- Issue #14: transactional mail (sign-in codes, quotes, receipts) goes ahead of bulk mail (contact
-- and dealer-lead notifications), so a flood of contact forms cannot delay a customer's code.
-- 0 = transactional, 1 = bulk; the workers claim by priority, then by due time.
alter table mail_outbox add column priority smallint not null default 0;
drop index if exists mail_outbox_due_idx;
create index mail_outbox_due_idx on mail_outbox (priority, next_attempt_at) where status = 'pending';
