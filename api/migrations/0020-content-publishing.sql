-- Issue #71: content edited in the back-office. Every saved draft is a version that never
-- changes; publishing one writes it to the table the public site reads (whose trigger moves the
-- content cache's generation, migration 0012), unpublishing removes it from there, and rolling
-- back publishes an earlier version. Pictures uploaded by staff are kept here, converted to WebP,
-- so every API process serves them without a shared disk.

create table content_versions (
  kind text not null check (kind in ('promotion', 'banner', 'brand', 'news', 'plan-card', 'faq')),
  item_id integer not null,
  version integer not null check (version > 0),
  data jsonb not null,
  created_by uuid references staff_accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (kind, item_id, version)
);

-- What the public site shows of an item: which version, since when, by whom.
create table content_live (
  kind text not null,
  item_id integer not null,
  version integer not null,
  published_by uuid references staff_accounts (id) on delete set null,
  published_at timestamptz not null default now(),
  primary key (kind, item_id),
  foreign key (kind, item_id, version) references content_versions (kind, item_id, version)
);

create table media_files (
  name text primary key check (name ~ '^[a-z0-9-]+\.webp$'),
  bytes bytea not null,
  width integer not null,
  height integer not null,
  created_by uuid references staff_accounts (id) on delete set null,
  created_at timestamptz not null default now()
);
