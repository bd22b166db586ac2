-- Issue #15 (decision 0021): the demo pictures under /media are WebP now; the SVG files are gone.
-- Rows that point at one of them (a database seeded before) point at its WebP twin, which has the
-- same name and size. Only paths of that exact shape change: /media serves nothing else, so no
-- other picture can be broken by this. The content_version triggers tell every API process.

update banner_slides
   set img_desktop = regexp_replace(img_desktop, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp'),
       img_mobile = regexp_replace(img_mobile, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where img_desktop ~ '^/media/[a-z0-9-]+\.svg$' or img_mobile ~ '^/media/[a-z0-9-]+\.svg$';

update plan_cards set icon = regexp_replace(icon, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where icon ~ '^/media/[a-z0-9-]+\.svg$';

update promotions set img_back = regexp_replace(img_back, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where img_back ~ '^/media/[a-z0-9-]+\.svg$';

update brands set img_back = regexp_replace(img_back, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where img_back ~ '^/media/[a-z0-9-]+\.svg$';

update news set img_back = regexp_replace(img_back, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where img_back ~ '^/media/[a-z0-9-]+\.svg$';

update alerts set img_back = regexp_replace(img_back, '^(/media/[a-z0-9-]+)\.svg$', '\1.webp')
 where img_back ~ '^/media/[a-z0-9-]+\.svg$';

-- The catalogue stores the bare file name; the API puts /media/ in front of it.
update vehicle_types set image = regexp_replace(image, '^([a-z0-9-]+)\.svg$', '\1.webp')
 where image ~ '^[a-z0-9-]+\.svg$';

update vehicle_models set image = regexp_replace(image, '^([a-z0-9-]+)\.svg$', '\1.webp')
 where image ~ '^[a-z0-9-]+\.svg$';
