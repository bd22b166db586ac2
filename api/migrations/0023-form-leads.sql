-- Issue #71: the site's contact form (contact_messages) and a dealer's contact form (dealer_leads)
-- become leads like the other forms: one `leads` row each, written in the same transaction as the
-- message, forwarded to the CRM once by the same worker (api/src/crm/), listed in the back-office.
--
-- Decision: such a lead holds no personal data of its own. It points to the row its form already
-- stores, and the CRM worker and the back-office read the name, e-mail, phone and message there
-- (api/src/crm/lead-contact.ts). A dealer lead's data is encrypted at rest with the dealer cipher
-- (0002): a plaintext copy in `leads` would undo that, and an encrypted copy would be a second place
-- to erase and to re-key. A contact message is stored in the clear, but one copy is still one place
-- to correct or erase, and one rule for both forms. The sources with no table of their own
-- (campaign, syntage, plans-contact) keep their data in `leads`, and a quote keeps the copy its lead
-- has had since 0006. The check below makes "no copy" a rule of the table, not a habit of the code;
-- erasing the message erases its lead.
--
-- The messages stored before this migration become leads too, pending: none was ever forwarded.

alter table leads drop constraint leads_source_check;
alter table leads add constraint leads_source_check
  check (source in ('campaign', 'syntage', 'plans-contact', 'quote', 'contact', 'dealer'));

alter table leads
  add column contact_message_id uuid unique references contact_messages (id) on delete cascade,
  add column dealer_lead_id uuid unique references dealer_leads (id) on delete cascade,
  alter column name drop not null,
  alter column email drop not null;

alter table leads add constraint leads_form_data_check check (
  case
    when source = 'contact' then contact_message_id is not null and dealer_lead_id is null
    when source = 'dealer' then dealer_lead_id is not null and contact_message_id is null
    else contact_message_id is null and dealer_lead_id is null and name is not null and email is not null
  end
  and (source not in ('contact', 'dealer') or (name is null and email is null and phone is null and rfc is null and message is null))
);

insert into leads (source, contact_message_id, accepts_privacy, created_at)
  select 'contact', id, true, created_at from contact_messages;
insert into leads (source, dealer_lead_id, accepts_privacy, created_at)
  select 'dealer', id, accepts_privacy, created_at from dealer_leads;
