-- Issue #72, decision 0055: staff review credit applications in the back-office, and an approved
-- one becomes a customer with a contract. Contract numbers so far came with their contracts (the
-- core system's, the demo seed's): FVC-YYYY-NNNNNN. The back-office numbers the contracts it
-- creates from this sequence, with the year of the approval, skipping any number already taken.
create sequence contract_number_seq;

-- The review inbox reads the submitted applications oldest first.
create index credit_applications_submitted_idx on credit_applications (submitted_at, folio) where status <> 'draft';
