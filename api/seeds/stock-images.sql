-- The platform's starting stock images and the demo's files (written by scripts/stock-images.mjs;
-- the bytes are in api/seeds/stock-images/ and api/seeds/demo-files/ and go into local R2 at npm
-- start, scripts/seed-files.mjs). Safe to repeat; an image someone changed is left alone.
INSERT OR IGNORE INTO stock_images (key, alt_nl, alt_en, content_type, byte_size) VALUES
  ('stock/image/55263b5d20f1ad79e4d0d6d20ca61696c2bcae94e9d806196f5cf2ca29f85512.png', 'Groene heuvels onder een gele zon', 'Green hills under a yellow sun', 'image/png', 3181),
  ('stock/image/2379883d4a6d8ca7976ada7aec0c9d814d1a6b41d895e548baf743b53250a8b2.png', 'Zes gekleurde figuren in een kring rond een hart', 'Six coloured figures in a circle around a heart', 'image/png', 4177),
  ('stock/image/ba281de98a8b873e2b01d19797264831f63f2978c12ad369e659d6093e6a09d9.png', 'Blauwe golven onder een avondlucht', 'Blue waves under an evening sky', 'image/png', 3319),
  ('stock/image/a3ec4ecbe6ebc86fc84cd655cfe207b570ea4a03d636aea044579a6f9d6dcd7d.png', 'Een rij kleurige huizen in een wijk', 'A row of colourful houses in a neighbourhood', 'image/png', 5982),
  ('stock/image/d67f0fc7d01ac80df85cdfa68e9bde5a1236167d9492d126599aeb7c39f8fa7d.png', 'Een grote boom in een park met een bankje', 'A large tree in a park with a bench', 'image/png', 3533),
  ('stock/image/35303e3592b9cef7615120acbebb80ef257012d871f2e80cbca9ae701e09a976.png', 'Een gieter, een schep en een plantje op een werkbank', 'A watering can, a spade and a small plant on a workbench', 'image/png', 3407);

-- News with a stock image in every demo centre.
UPDATE news_items SET image_url = '/files/stock/image/2379883d4a6d8ca7976ada7aec0c9d814d1a6b41d895e548baf743b53250a8b2.png', image_alt = 'Zes gekleurde figuren in een kring rond een hart'
  WHERE id BETWEEN 2001 AND 2007 AND image_url IS NULL;
UPDATE news_items SET image_url = '/files/stock/image/d67f0fc7d01ac80df85cdfa68e9bde5a1236167d9492d126599aeb7c39f8fa7d.png', image_alt = 'Een grote boom in een park met een bankje'
  WHERE id BETWEEN 2101 AND 2107 AND image_url IS NULL;

-- The demo centre's library: two images and a PDF.
INSERT OR IGNORE INTO files (id, tenant_id, kind, key, content_type, byte_size, sha256) VALUES
  (9501, 'demo', 'content', 'demo/content/55263b5d20f1ad79e4d0d6d20ca61696c2bcae94e9d806196f5cf2ca29f85512.png', 'image/png', 3181, '55263b5d20f1ad79e4d0d6d20ca61696c2bcae94e9d806196f5cf2ca29f85512'),
  (9502, 'demo', 'content', 'demo/content/a3ec4ecbe6ebc86fc84cd655cfe207b570ea4a03d636aea044579a6f9d6dcd7d.png', 'image/png', 5982, 'a3ec4ecbe6ebc86fc84cd655cfe207b570ea4a03d636aea044579a6f9d6dcd7d'),
  (9503, 'demo', 'content', 'demo/content/5dbed26406fc6f5a8304fd0053c13879d329cd134bf9ab1170a3d8efc7b4244a.pdf', 'application/pdf', 671, '5dbed26406fc6f5a8304fd0053c13879d329cd134bf9ab1170a3d8efc7b4244a');
INSERT OR IGNORE INTO library_files (id, tenant_id, volunteer_center_id, url, name, content_type, byte_size) VALUES
  (9501, 'demo', 1, '/files/demo/content/55263b5d20f1ad79e4d0d6d20ca61696c2bcae94e9d806196f5cf2ca29f85512.png', 'Heuvels.png', 'image/png', 3181),
  (9502, 'demo', 1, '/files/demo/content/a3ec4ecbe6ebc86fc84cd655cfe207b570ea4a03d636aea044579a6f9d6dcd7d.png', 'Onze wijk.png', 'image/png', 5982),
  (9503, 'demo', 1, '/files/demo/content/5dbed26406fc6f5a8304fd0053c13879d329cd134bf9ab1170a3d8efc7b4244a.pdf', 'Jaarverslag 2025.pdf', 'application/pdf', 671);

-- A demo volunteer's profile photo (private: served through GET /volunteer_profiles/:id/photo).
INSERT OR IGNORE INTO files (id, tenant_id, kind, key, content_type, byte_size, sha256) VALUES
  (9504, 'demo', 'profile_photo', 'demo/profile_photo/4c887ace314563b8535dff5e5cb581b7a666c28c73ed57f0c6140ae3df1e2061.png', 'image/png', 1670, '4c887ace314563b8535dff5e5cb581b7a666c28c73ed57f0c6140ae3df1e2061');
UPDATE volunteer_profiles SET photo_url = '/files/demo/profile_photo/4c887ace314563b8535dff5e5cb581b7a666c28c73ed57f0c6140ae3df1e2061.png' WHERE tenant_id = 'demo' AND user_id = 2301 AND photo_url IS NULL;
