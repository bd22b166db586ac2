-- Issue #71: the alert, the site's pages (legal texts with their revision date, about, brands,
-- forms, campaign, syntage) and the company's data, UNE included, are edited in the back-office
-- like the other content. Their rows are not numbered: an alert has a uuid, a page its slug, and
-- the company is one row. An item's key becomes text (a numbered item's is its number as text).

alter table content_live drop constraint content_live_kind_item_id_version_fkey;
alter table content_versions alter column item_id type text using item_id::text;
alter table content_live alter column item_id type text using item_id::text;
alter table content_live
  add constraint content_live_kind_item_id_version_fkey foreign key (kind, item_id, version) references content_versions (kind, item_id, version);

alter table content_versions drop constraint content_versions_kind_check;
alter table content_versions
  add constraint content_versions_kind_check check (kind in ('promotion', 'banner', 'brand', 'news', 'plan-card', 'faq', 'alert', 'page', 'company'));

-- A publication set for a later minute (a slide for the first of the month), for any kind: the
-- `contenido-programado` job publishes it then, in the name of who set it. One per item.
create table content_schedule (
  kind text not null,
  item_id text not null,
  version integer not null,
  publish_at timestamptz not null,
  scheduled_by uuid references staff_accounts (id) on delete set null,
  scheduled_at timestamptz not null default now(),
  primary key (kind, item_id),
  foreign key (kind, item_id, version) references content_versions (kind, item_id, version)
);
create index content_schedule_due_idx on content_schedule (publish_at);
