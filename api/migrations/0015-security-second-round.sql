-- Issue #66: security, second round.

-- A refresh token replaced by a grace retry (auth/sessions.ts): presenting it later is reuse, so a
-- session has one live chain of tokens.
alter table refresh_tokens add column superseded_at timestamptz;

-- Sign-in attempts are claimed before the password is checked (auth/login-throttle.ts): per
-- e-mail typed (whether an account has it or not, so the brake says nothing about which exist),
-- the failures in a row and when the next attempt from a browser that never signed in to it may
-- come (a delay that grows, never a lockout). The key is a hash of the e-mail, not the address.
create table login_throttle (
  email_key text primary key,
  failures integer not null default 0 check (failures >= 0),
  next_attempt_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- When the session last confirmed its password (auth/step-up.ts): adding or removing a passkey
-- needs it within the last 5 minutes.
alter table auth_sessions add column stepped_up_at timestamptz;

-- The e-mail the company holds for each customer (its records, not what a visitor types):
-- registration sends its confirmation there and tells it when an online account is created.
alter table customers add column contact_email text;
update customers c set contact_email = a.email from customer_accounts a where a.customer_id = c.id and c.contact_email is null;
