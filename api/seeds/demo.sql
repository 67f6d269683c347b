-- Demo data for local development and the end-to-end tests. Safe to run any number of times:
-- rows are inserted only when their id is free, so a re-run neither duplicates nor overwrites.
INSERT OR IGNORE INTO tenants (id, name) VALUES
  ('demo', 'Demo'),
  ('oldebroek', 'Oldebroek'),
  ('roermond', 'Roermond'),
  ('meedoen', 'Meedoen'),
  ('mas4you', 'Mas4you'),
  ('public', 'Public');

INSERT OR IGNORE INTO volunteer_centers (id, tenant_id, name) VALUES
  (1, 'demo', 'Vrijwilligerscentrale Demo'),
  (2, 'oldebroek', 'Vrijwilligerscentrale Oldebroek'),
  (3, 'roermond', 'Vrijwilligerscentrale Roermond'),
  (4, 'meedoen', 'Meedoen Zeewolde'),
  (5, 'mas4you', 'Mas4you Maastricht'),
  (6, 'public', 'Inzet Nederland'),
  (7, 'oldebroek', 'Vrijwilligerswerk Hattem');

INSERT OR IGNORE INTO volunteer_center_profiles
  (id, tenant_id, volunteer_center_id, primary_color, primary_color_shades, secondary_color,
   tertiary_color, muted_color, background_color, text_color, favicon_url, website_logo_url, gtag_id)
VALUES
  (1, 'demo', 1, '#047857',
   '{"50":"#ecfdf5","100":"#d1fae5","200":"#a7f3d0","300":"#6ee7b7","400":"#34d399","500":"#10b981","600":"#059669","700":"#047857","800":"#065f46","900":"#064e3b","950":"#022c22"}',
   'sky', 'yellow', 'slate', NULL, NULL, '/demo/favicon-demo.svg', '/demo/logo-demo.svg', NULL),
  (2, 'oldebroek', 2, '#c2410c',
   '{"50":"#fff7ed","100":"#ffedd5","200":"#fed7aa","300":"#fdba74","400":"#fb923c","500":"#f97316","600":"#ea580c","700":"#c2410c","800":"#9a3412","900":"#7c2d12","950":"#431407"}',
   'teal', 'rose', 'stone', NULL, NULL, '/demo/favicon-oldebroek.svg', '/demo/logo-oldebroek.svg', NULL),
  (3, 'roermond', 3, '#1d4ed8',
   '{"50":"#eff6ff","100":"#dbeafe","200":"#bfdbfe","300":"#93c5fd","400":"#60a5fa","500":"#3b82f6","600":"#2563eb","700":"#1d4ed8","800":"#1e40af","900":"#1e3a8a","950":"#172554"}',
   'orange', 'lime', 'gray', NULL, NULL, '/demo/favicon-roermond.svg', '/demo/logo-roermond.svg', NULL),
  (4, 'meedoen', 4, '#a21caf',
   '{"50":"#fdf4ff","100":"#fae8ff","200":"#f5d0fe","300":"#f0abfc","400":"#e879f9","500":"#d946ef","600":"#c026d3","700":"#a21caf","800":"#86198f","900":"#701a75","950":"#4a044e"}',
   'emerald', 'sky', 'zinc', NULL, NULL, '/demo/favicon-meedoen.svg', '/demo/logo-meedoen.svg', NULL),
  (5, 'mas4you', 5, 'teal', NULL, 'pink', 'yellow', 'neutral', NULL, NULL,
   '/demo/favicon-mas4you.svg', '/demo/logo-mas4you.svg', NULL),
  (6, 'public', 6, 'indigo', NULL, 'emerald', 'orange', 'slate', NULL, NULL,
   '/demo/favicon-public.svg', '/demo/logo-public.svg', 'G-DEMO1234'),
  (7, 'oldebroek', 7, '#be123c',
   '{"50":"#fff1f2","100":"#ffe4e6","200":"#fecdd3","300":"#fda4af","400":"#fb7185","500":"#f43f5e","600":"#e11d48","700":"#be123c","800":"#9f1239","900":"#881337","950":"#4c0519"}',
   'teal', 'orange', 'stone', NULL, NULL, '/demo/favicon-oldebroek.svg', '/demo/logo-hattem.svg', NULL);
