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
