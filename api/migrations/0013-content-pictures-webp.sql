-- Issue #15 (decision 0021): the demo pictures under /media are WebP now; the SVG files are gone.
-- Rows that point at one of them (a database seeded before) point at its WebP twin, which has the
-- same name and size. Only paths of that exact shape change: /media serves nothing else, so no
-- other picture can be broken by this. The content_version triggers tell every API process.

do $$
declare
  picture record;
begin
  -- Every column that names a picture: under /media/, or (the catalogue) a bare file name that
  -- the API puts /media/ in front of.
  for picture in
    select * from (values
      ('banner_slides', 'img_desktop', '/media/'), ('banner_slides', 'img_mobile', '/media/'),
      ('plan_cards', 'icon', '/media/'), ('promotions', 'img_back', '/media/'), ('brands', 'img_back', '/media/'),
      ('news', 'img_back', '/media/'), ('alerts', 'img_back', '/media/'),
      ('vehicle_types', 'image', ''), ('vehicle_models', 'image', '')
    ) as columns (table_name, column_name, prefix)
  loop
    execute format(
      'update %1$I set %2$I = regexp_replace(%2$I, %3$L, ''\1.webp'') where %2$I ~ %3$L',
      picture.table_name, picture.column_name, '^(' || picture.prefix || '[a-z0-9-]+)\.svg$'
    );
  end loop;
end
$$;
