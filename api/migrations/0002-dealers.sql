-- Dealer locator (SPEC §7 states, cities, distributors; contact a dealer). Coordinates are plain
-- double precision and distances are computed in SQL (haversine): with a few hundred dealers a
-- scan is sub-millisecond, and it needs no PostGIS, which PGlite does not ship.

create table states (
  id smallint primary key, -- INEGI state code (1 Aguascalientes … 32 Zacatecas): stable and public
  code text not null unique, -- short code used in addresses (e.g. 'NL', 'CDMX')
  name text not null unique
);

create table cities (
  id integer generated always as identity primary key,
  state_id smallint not null references states (id),
  name text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  unique (state_id, name)
);

create table distributors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  city_id integer not null references cities (id),
  address text not null,
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  -- Contact data encrypted at rest with AES-256-GCM by the API (api/src/crypto/field-cipher.ts);
  -- the key is configuration (DEALER_DATA_KEY), never in the database.
  phone_encrypted text not null,
  email_encrypted text not null,
  hours text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  sells_trucks boolean not null default false,
  sells_buses boolean not null default false,
  offers_sales boolean not null default true,
  offers_service boolean not null default false,
  offers_parts boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  check (sells_trucks or sells_buses),
  check (offers_sales or offers_service or offers_parts)
);
create index distributors_city_id_idx on distributors (city_id) where active;

-- A visitor's (or signed-in customer's) request to be contacted by a dealer. Personal data is
-- encrypted like the dealer's; the e-mail to the dealer goes through mail_outbox in the same
-- transaction.
create table dealer_leads (
  id uuid primary key default gen_random_uuid(),
  distributor_id uuid not null references distributors (id),
  customer_id uuid references customers (id) on delete set null,
  name_encrypted text not null,
  email_encrypted text not null,
  phone_encrypted text,
  message_encrypted text not null,
  accepts_privacy boolean not null check (accepts_privacy),
  mail_id uuid references mail_outbox (id),
  created_at timestamptz not null default now()
);
create index dealer_leads_distributor_id_idx on dealer_leads (distributor_id);
