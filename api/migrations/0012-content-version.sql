-- Issue #14: the API serves public content from memory (api/src/content-cache,
-- docs/decisions/0009-api-under-load.md). Each API process must learn cheaply when that content
-- changes, whoever changed it (the seed, a migration, staff editing rows by hand) and whichever
-- process it is: a counter here, bumped in the same transaction as the change, is read by every
-- process with one trivial query at most once a second. Triggers and plain SQL work the same on
-- PGlite and on a PostgreSQL server (LISTEN/NOTIFY would not reach other PGlite processes).

create table content_version (
  id boolean primary key default true check (id), -- one row
  version bigint not null
);
insert into content_version (version) values (1);

create function fvc_bump_content_version() returns trigger
  language plpgsql
as $$
begin
  update content_version set version = version + 1;
  return null;
end
$$;

-- Every table a cached answer is read from: public content, plans, the vehicle catalogue and its
-- plan parameters, the dealer locator's states and cities. Per statement, not per row: a bulk
-- edit bumps once.
do $$
declare
  content_table text;
begin
  foreach content_table in array array[
    'company', 'alerts', 'banner_slides', 'plan_cards', 'promotions', 'brands', 'news', 'faqs', 'content_pages',
    'financing_plans', 'financing_plan_options', 'financing_plan_list_items', 'financing_plan_downloads', 'financing_plan_faqs',
    'vehicle_types', 'vehicle_models', 'vehicle_versions', 'quote_plan_params',
    'states', 'cities', 'distributors'
  ] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function fvc_bump_content_version()',
      content_table || '_content_version', content_table);
  end loop;
end
$$;

-- Some content changes with the clock, not with a write: a promotion starts or ends, a news item
-- is scheduled, an alert has dates, a campaign page stops being searchable after `valid_until`.
-- The next such instant ends whatever was cached before it. Keep this list in step with the
-- queries' `now()` / `current_date` conditions.
create function fvc_content_next_change() returns timestamptz
  language sql stable
return least(
  (select min(starts_at) from promotions where starts_at > now()),
  (select min(ends_at) from promotions where ends_at > now()),
  (select min(published_at) from news where published_at > now()),
  (select min(starts_at) from alerts where starts_at > now()),
  (select min(ends_at) from alerts where ends_at > now()),
  (select min(valid_until + 1)::timestamptz from content_pages where valid_until >= current_date)
);

-- Search: each document's vector is kept with its row instead of being computed for every row on
-- every search (that was ~40 ms a search on PGlite and serialized all other queries behind it).
-- The same texts and weights as the search query used: title A, the rest B.
alter table financing_plans add column search_vector tsvector generated always as (
  setweight(to_tsvector('spanish', fvc_unaccent(title)), 'A')
  || setweight(to_tsvector('spanish', fvc_unaccent(summary || ' ' || what_is || ' ' || why_us)), 'B')
) stored;
alter table news add column search_vector tsvector generated always as (
  setweight(to_tsvector('spanish', fvc_unaccent(title)), 'A')
  || setweight(to_tsvector('spanish', fvc_unaccent(subtitle || ' ' || regexp_replace(body_html, '<[^>]*>', ' ', 'g'))), 'B')
) stored;
alter table promotions add column search_vector tsvector generated always as (
  setweight(to_tsvector('spanish', fvc_unaccent(title)), 'A')
  || setweight(to_tsvector('spanish', fvc_unaccent(subtitle || ' ' || vehiculo)), 'B')
) stored;
alter table faqs add column search_vector tsvector generated always as (
  setweight(to_tsvector('spanish', fvc_unaccent(question)), 'A')
  || setweight(to_tsvector('spanish', fvc_unaccent(left(regexp_replace(answer_html, '<[^>]*>', ' ', 'g'), 200) || ' ' || group_title)), 'B')
) stored;
alter table content_pages add column search_vector tsvector generated always as (
  setweight(to_tsvector('spanish', fvc_unaccent(title)), 'A')
  || setweight(to_tsvector('spanish', fvc_unaccent(intro || ' ' || regexp_replace(body_html, '<[^>]*>', ' ', 'g'))), 'B')
) stored;

create index financing_plans_search_idx on financing_plans using gin (search_vector);
create index news_search_idx on news using gin (search_vector);
create index promotions_search_idx on promotions using gin (search_vector);
create index faqs_search_idx on faqs using gin (search_vector);
create index content_pages_search_idx on content_pages using gin (search_vector);
