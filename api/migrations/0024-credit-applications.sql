-- Issue #72, decision 0055: apply online from a quote. An application belongs to the link e-mailed
-- to the quote's address (a token signed over the id, `token_nonce` and an expiry), is filled in
-- steps, signed with an e-mailed code and submitted; staff review it in the back-office.

create sequence credit_application_folio_seq;

create table credit_applications (
  id uuid primary key default gen_random_uuid(),
  -- One application per quote: starting again from the same quote finds this one. The quote's
  -- terms (vehicle, plan, person type, down payment, term, payment) are read from the quote,
  -- which is never changed once saved; the link goes to the quote's e-mail.
  quote_id uuid not null unique references quotes (id),
  status text not null default 'draft'
    check (status in ('draft', 'received', 'in_review', 'documents_missing', 'approved', 'declined')),
  -- Chosen in the first step; it must agree with the quote's person type (checked by the API).
  applicant_type text check (applicant_type in ('fisica', 'fisica-empresarial', 'moral')),
  -- Each step's data as the contract's schema for that step accepted it (shared/src/contracts/
  -- applications.ts), keyed by step: solicitante, domicilio, actividad, referencias.
  steps jsonb not null default '{}' check (jsonb_typeof(steps) = 'object'),
  -- Part of what the link token signs: a new nonce (a new e-mailed link) ends every older link.
  token_nonce text not null,
  -- The e-mailed code that signs the consents: an HMAC bound to the application, never the code.
  consent_code_hash text,
  consent_code_expires_at timestamptz,
  consent_code_attempts integer not null default 0,
  -- SOL-2026-000001, from submission on.
  folio text unique check (folio ~ '^SOL-[0-9]{4}-[0-9]{6,}$'),
  submitted_at timestamptz,
  -- The back-office's: who reviews it, and the customer and contract an approval creates.
  assigned_to uuid references staff_accounts (id) on delete set null,
  customer_id uuid references customers (id) on delete set null,
  contract_id uuid references contracts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A draft has no folio; anything past a draft was submitted and has one.
  check ((status = 'draft') = (folio is null)),
  check ((folio is null) = (submitted_at is null))
);
create index credit_applications_inbox_idx on credit_applications (status, submitted_at desc) where status <> 'draft';

-- Every status change with its date and the note the applicant reads (null: no note). `staff_id`
-- is who made it; null for the applicant's own (submission, the documents sent back).
create table credit_application_events (
  id bigint generated always as identity primary key,
  application_id uuid not null references credit_applications (id) on delete cascade,
  status text not null
    check (status in ('draft', 'received', 'in_review', 'documents_missing', 'approved', 'declined')),
  note text,
  staff_id uuid references staff_accounts (id) on delete set null,
  created_at timestamptz not null default now()
);
create index credit_application_events_idx on credit_application_events (application_id, created_at, id);

-- One row per document of the application (keys: APPLICATION_DOCUMENTS in
-- shared/src/contracts/application-rules.ts). The file is kept by the upload store outside any
-- web root under a generated name; a new upload replaces the row's file. Staff asking for a
-- document (again) set `requested_at` and the note, even where no file was ever sent; the
-- applicant's upload clears them.
create table credit_application_documents (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references credit_applications (id) on delete cascade,
  document_key text not null check (document_key ~ '^[a-z0-9-]{1,60}$'),
  original_name text,
  stored_name text unique,
  content_type text check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer check (size_bytes > 0 and size_bytes <= 10485760),
  sha256 text,
  uploaded_at timestamptz,
  requested_at timestamptz,
  request_note text,
  unique (application_id, document_key),
  -- A file is all of its columns or none of them; a row without a file is a request for one.
  check (
    (stored_name is null and original_name is null and content_type is null and size_bytes is null and sha256 is null and uploaded_at is null)
    or (stored_name is not null and original_name is not null and content_type is not null and size_bytes is not null and sha256 is not null and uploaded_at is not null)
  ),
  check (stored_name is not null or requested_at is not null)
);

-- The consents signed with the e-mailed code: privacy notice, Buró de Crédito, SAT. Kept as
-- records (a new signature adds a row; the latest of each kind counts): the text's version and
-- its SHA-256 (CONSENT_TEXTS), the date, the IP and the HMAC of the code that signed it.
create table credit_consents (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references credit_applications (id) on delete cascade,
  kind text not null check (kind in ('privacy', 'buro', 'sat')),
  text_version text not null,
  text_sha256 text not null check (text_sha256 ~ '^[0-9a-f]{64}$'),
  signed_at timestamptz not null default now(),
  ip text not null,
  code_hmac text not null,
  user_agent text
);
create index credit_consents_application_idx on credit_consents (application_id, kind, signed_at desc);

-- A submitted application is a lead forwarded to the CRM once (crm/forward-pending.ts), written in
-- the submission's transaction. Like a quote's lead it carries the contact it was sent with
-- (name, e-mail, phone, RFC) and its details (folio, applicant type, vehicle, plan).
alter table leads drop constraint leads_source_check;
alter table leads add constraint leads_source_check
  check (source in ('campaign', 'syntage', 'plans-contact', 'quote', 'contact', 'dealer', 'application'));
alter table leads add column application_id uuid unique references credit_applications (id) on delete cascade;
alter table leads add constraint leads_application_check check ((source = 'application') = (application_id is not null));

-- The print-and-sign forms stay as the fallback of applying online, named without the year (the
-- API still opens a "-2022.pdf" link saved before).
update financing_plan_downloads
   set file = replace(file, '-2022.pdf', '.pdf'), title = regexp_replace(title, ' 2022$', '')
 where file like '%-2022.pdf';

-- A small postal-code catalog in SEPOMEX's shape (d_codigo, d_asenta, d_tipo_asenta, D_mnpio,
-- d_estado, d_ciudad) for the demo states. The full catalog (about 145,000 rows) is published by
-- SEPOMEX as a download; there is no network where this was built, so these rows were entered by
-- hand and the address step falls back to free text (colonia, municipality, state typed) for a
-- code that is not here. Loading the full file is a data import into this same table.
create table postal_codes (
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  colonia text not null,
  settlement_type text not null,
  municipality text not null,
  state text not null,
  city text,
  primary key (postal_code, colonia)
);

insert into postal_codes (postal_code, colonia, settlement_type, municipality, state, city) values
  -- Querétaro
  ('76000', 'Centro', 'Colonia', 'Querétaro', 'Querétaro', 'Santiago de Querétaro'),
  ('76230', 'Juriquilla', 'Fraccionamiento', 'Querétaro', 'Querétaro', 'Santiago de Querétaro'),
  ('76800', 'San Juan del Río Centro', 'Colonia', 'San Juan del Río', 'Querétaro', 'San Juan del Río'),
  ('76900', 'El Pueblito', 'Pueblo', 'Corregidora', 'Querétaro', 'El Pueblito'),
  -- Ciudad de México
  ('06600', 'Juárez', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México'),
  ('06700', 'Roma Norte', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México'),
  ('06760', 'Roma Sur', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México'),
  ('06140', 'Condesa', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México'),
  ('06100', 'Hipódromo', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México'),
  ('03100', 'Del Valle Centro', 'Colonia', 'Benito Juárez', 'Ciudad de México', 'Ciudad de México'),
  ('11560', 'Polanco V Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México'),
  ('04000', 'Villa Coyoacán', 'Colonia', 'Coyoacán', 'Ciudad de México', 'Ciudad de México'),
  ('04510', 'Ciudad Universitaria', 'Colonia', 'Coyoacán', 'Ciudad de México', 'Ciudad de México'),
  ('01000', 'San Ángel', 'Colonia', 'Álvaro Obregón', 'Ciudad de México', 'Ciudad de México'),
  ('14000', 'Tlalpan Centro I', 'Colonia', 'Tlalpan', 'Ciudad de México', 'Ciudad de México'),
  ('14000', 'Tlalpan Centro II', 'Colonia', 'Tlalpan', 'Ciudad de México', 'Ciudad de México'),
  -- Nuevo León
  ('64000', 'Monterrey Centro', 'Colonia', 'Monterrey', 'Nuevo León', 'Monterrey'),
  ('64849', 'Tecnológico', 'Colonia', 'Monterrey', 'Nuevo León', 'Monterrey'),
  ('66220', 'Del Valle', 'Colonia', 'San Pedro Garza García', 'Nuevo León', 'San Pedro Garza García'),
  ('66400', 'San Nicolás de los Garza Centro', 'Colonia', 'San Nicolás de los Garza', 'Nuevo León', 'San Nicolás de los Garza'),
  ('66600', 'Apodaca Centro', 'Colonia', 'Apodaca', 'Nuevo León', 'Ciudad Apodaca'),
  -- Jalisco
  ('44100', 'Guadalajara Centro', 'Colonia', 'Guadalajara', 'Jalisco', 'Guadalajara'),
  ('44160', 'Americana', 'Colonia', 'Guadalajara', 'Jalisco', 'Guadalajara'),
  ('44600', 'Ladrón de Guevara', 'Colonia', 'Guadalajara', 'Jalisco', 'Guadalajara'),
  ('45100', 'Zapopan Centro', 'Colonia', 'Zapopan', 'Jalisco', 'Zapopan'),
  ('45500', 'San Pedro Tlaquepaque Centro', 'Colonia', 'San Pedro Tlaquepaque', 'Jalisco', 'San Pedro Tlaquepaque'),
  -- Estado de México
  ('50000', 'Toluca de Lerdo Centro', 'Colonia', 'Toluca', 'México', 'Toluca de Lerdo'),
  ('52140', 'Metepec Centro', 'Colonia', 'Metepec', 'México', 'Metepec'),
  ('53000', 'Naucalpan Centro', 'Colonia', 'Naucalpan de Juárez', 'México', 'Naucalpan de Juárez'),
  ('53100', 'Ciudad Satélite', 'Fraccionamiento', 'Naucalpan de Juárez', 'México', 'Naucalpan de Juárez'),
  ('54000', 'Tlalnepantla Centro', 'Colonia', 'Tlalnepantla de Baz', 'México', 'Tlalnepantla');
