-- Issue #69: the invoice request is prefilled from what the company knows, with the fields CFDI 4.0
-- asks of the receiver. The customer's fiscal address (the code postal was already here), and on
-- each request the régimen fiscal and uso de CFDI it was made with. Older requests have neither.
alter table customers add column fiscal_street text;
alter table customers add column fiscal_neighborhood text;
alter table customers add column fiscal_city text;
alter table customers add column fiscal_state_id smallint references states (id);

alter table invoice_requests add column tax_regime text;
alter table invoice_requests add column cfdi_use text;
