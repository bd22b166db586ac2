-- Issue #68: field data. Each visit reports its Core Web Vitals as the page is hidden: the route as
-- the shell's table names it, the device's class and the value. Nothing about who visited.
create table web_vitals (
  id bigint generated always as identity primary key,
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS')),
  value double precision not null check (value >= 0),
  recorded_at timestamptz not null default now()
);
create index web_vitals_recorded_at on web_vitals (recorded_at);
