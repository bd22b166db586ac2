-- A public site a customer can trust (issue #13): what the CAT counts is a plan parameter, quotes
-- get a short human folio, the company record carries its regulator information, and campaigns
-- and legal pages carry their own dates.

-- Banxico: insurance the lender requires counts in the CAT. A plan may say otherwise
-- (docs/decisions/0008).
alter table quote_plan_params add column cat_includes_insurance boolean not null default true;

-- COT-2026-000123 instead of a 36-character id in the PDF, the e-mail and on the phone.
create sequence quote_folio_seq;
alter table quotes add column folio text unique;
update quotes set folio = 'COT-' || to_char(created_at, 'YYYY') || '-' || lpad(nextval('quote_folio_seq')::text, 6, '0') where folio is null;
alter table quotes alter column folio set not null;

-- What a SOFOM E.N.R. must show its customers: its Unidad Especializada de Atención a Usuarios
-- (UNE), CONDUSEF's contact and the Buró de Entidades Financieras, and the legend about its
-- supervision. Data, not code: the defaults are the demo company's and CONDUSEF's public ones.
alter table company add column une_address text not null default 'Av. Constituyentes 1000, piso 4, Col. Centro, 76000 Santiago de Querétaro, Qro.';
alter table company add column une_phone text not null default '800 555 0199';
alter table company add column une_email text not null default 'une@financieravial.example';
alter table company add column une_hours text not null default 'Lunes a viernes de 9:00 a 17:00 h';
alter table company add column une_head text not null default 'Titular de la UNE: Lic. Andrea Salinas Ruiz';
alter table company add column condusef_phone text not null default '55 5340 0999 y 800 999 8080';
alter table company add column condusef_url text not null default 'https://www.condusef.gob.mx';
alter table company add column buro_url text not null default 'https://www.buro.condusef.gob.mx';
alter table company add column regulator_legend text not null default
  'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R. es una sociedad financiera de objeto múltiple, entidad no regulada, que para su constitución y operación no requiere autorización de la Secretaría de Hacienda y Crédito Público y está sujeta a la supervisión de la Comisión Nacional Bancaria y de Valores únicamente para efectos de prevención de lavado de dinero y financiamiento al terrorismo.';

-- Campaign pages end: past `valid_until` the page says so and offers the current plans; search
-- stops listing it. Legal pages show when they were really revised, not today's date.
alter table content_pages add column valid_until date;
alter table content_pages add column revised_on date;
