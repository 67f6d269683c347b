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

-- Where a reply to a centre's mail goes (Reply-To); the migration adds the column after the rows.
UPDATE volunteer_centers SET contact_email = CASE id
  WHEN 1 THEN 'info@demo.example' WHEN 2 THEN 'info@vrijwilligersoldebroek.example'
  WHEN 3 THEN 'info@vrijwilligersroermond.example' WHEN 4 THEN 'info@meedoenzeewolde.example'
  WHEN 5 THEN 'info@mas4you.example' WHEN 6 THEN 'info@inzet.example'
  WHEN 7 THEN 'info@vrijwilligershattem.example' END
WHERE contact_email IS NULL AND id BETWEEN 1 AND 7;

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

-- Accounts (api/migrations/0002_accounts.sql). Every demo user's password is Inzet-demo-2026!
-- (digests from api/scripts/hash-password.mjs; regenerate them there, never store a plain password).
-- Per tenant: a confirmed volunteer (vrijwilliger@<tenant>.example.org) and an organization admin
-- (beheerder@...). demo also has a super admin, centre staff, an English-speaking volunteer, an
-- unconfirmed and an inactive user; oldebroek has a Hattem volunteer (centre 7), who gets the
-- 'wrong center' error when signing in on Oldebroek's site (centre 2), and staff of Oldebroek's
-- centre (medewerker@oldebroek...), who can move organizations to Hattem. Same password digest as
-- user 10: the salt is in the digest, so sharing one is harmless for demo data.
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (1, 'demo', 1, 'vrijwilliger@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Vera', 'Vrijwilliger', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2, 'demo', 1, 'beheerder@demo.example.org',
   'pbkdf2-sha256$100000$LLhGW/OmqIQU4aAWbv6bMA==$aW1OKuVcmwpS92AspZP4BhjOmX4IeUF0pl34Weotxpg=',
   'Bert', 'Beheerder', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (3, 'demo', NULL, 'superadmin@demo.example.org',
   'pbkdf2-sha256$100000$3cUZ+ZMSQyelHKp8cAo9Eg==$55e1965XbNFbH2Jr2CtCgULx6qEpRtW7yIkZZM4nHX4=',
   'Sanne', 'Superbeheer', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (4, 'demo', 1, 'medewerker@demo.example.org',
   'pbkdf2-sha256$100000$w3/sPve5kQaKJ2Dn4Kpzqg==$YxlDzgKrD7E5sqBZpBKScOvPqvf+GizBlNTZTvAv6gI=',
   'Mila', 'Medewerker', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (5, 'demo', 1, 'volunteer@demo.example.org',
   'pbkdf2-sha256$100000$LZ4k6hDypwCu0uZxYZn91A==$tjDFdwdsrXLAtis6eYXSMn9+Bx5LPOujfiEcetWRjg8=',
   'Victor', 'Volunteer', 'en', 'active', '2026-01-05T09:00:00.000Z'),
  (6, 'demo', 1, 'onbevestigd@demo.example.org',
   'pbkdf2-sha256$100000$IoV6eb7AUG87ljfl5MIK+w==$4JCrt2iPmQD921wzuqbBDanSjz7iS7HuM+6j35Y4EjY=',
   'Olaf', 'Onbevestigd', 'nl', 'active', NULL),
  (7, 'demo', 1, 'inactief@demo.example.org',
   'pbkdf2-sha256$100000$KQh2RxwocPnApnHtwc1VRQ==$eQ+FNN8af/2gl+qe9Zd5kCaK+XfxjXcyAzx09aOJTwI=',
   'Ines', 'Inactief', 'nl', 'inactive', '2026-01-05T09:00:00.000Z'),
  (10, 'oldebroek', 2, 'vrijwilliger@oldebroek.example.org',
   'pbkdf2-sha256$100000$Db24+zFsc8qy/cDSd2Xn6Q==$lS8tgKYPhDYicBUGTcS7Wc8AJM/12RhPE+dHXp44K3k=',
   'Vera', 'Oldebroek', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (11, 'oldebroek', 2, 'beheerder@oldebroek.example.org',
   'pbkdf2-sha256$100000$/dVtGpqjX8jxzDLeRRyw4A==$W/8fXsMeLXXj+O912DOp0HRShN/oaf6g9TAgV7Zda+8=',
   'Bert', 'Oldebroek', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (12, 'oldebroek', 7, 'vrijwilliger@hattem.example.org',
   'pbkdf2-sha256$100000$flMA8JRx31Qa1wlhEsl94g==$StckmwKBTYs+IxAbtIu3FOFL7OGSli+NKwAnYauy+oc=',
   'Hanna', 'Hattem', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (13, 'oldebroek', 2, 'medewerker@oldebroek.example.org',
   'pbkdf2-sha256$100000$Db24+zFsc8qy/cDSd2Xn6Q==$lS8tgKYPhDYicBUGTcS7Wc8AJM/12RhPE+dHXp44K3k=',
   'Mila', 'Oldebroek', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (20, 'roermond', 3, 'vrijwilliger@roermond.example.org',
   'pbkdf2-sha256$100000$F1XUMRWkV26zY/xq7IiziA==$kVsGStaCMWfxwuk9wkKrXrw2gL7Zf8E53weXlLDFHWE=',
   'Vera', 'Roermond', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (21, 'roermond', 3, 'beheerder@roermond.example.org',
   'pbkdf2-sha256$100000$0OxlpafFF46A6h49ICiBCA==$Ca+kqKB2F2Uy6CP/B4ipuwmImn2aTJIJcGP7hnCgzk4=',
   'Bert', 'Roermond', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (30, 'meedoen', 4, 'vrijwilliger@meedoen.example.org',
   'pbkdf2-sha256$100000$48VmWB1DKsZ6tBAYW9BtSQ==$d9GwAs+eRzoHskQBKDRrgWTf8f7f5ye4IcS/r2Saek4=',
   'Vera', 'Meedoen', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (31, 'meedoen', 4, 'beheerder@meedoen.example.org',
   'pbkdf2-sha256$100000$J0shaBm/sW2KsaDrn1c8PQ==$OJDgYqgTvOg/Yxa1y59kBhrR8BVGBzV6hUosT2J7rZI=',
   'Bert', 'Meedoen', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (40, 'mas4you', 5, 'vrijwilliger@mas4you.example.org',
   'pbkdf2-sha256$100000$rWSeGD8+7lzictiBnOzB5A==$csxmZWHvmOpzIn6yBDujCmUdwXlyiuGkaN0NgcLnHeU=',
   'Vera', 'Mas4you', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (41, 'mas4you', 5, 'beheerder@mas4you.example.org',
   'pbkdf2-sha256$100000$bnhZ4+AmKCsmvStJW93B2g==$VPpR46L0X5sKU7QiBfIHT5JkHOBoFSjYYPT2xvJDCEE=',
   'Bert', 'Mas4you', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (50, 'public', 6, 'vrijwilliger@public.example.org',
   'pbkdf2-sha256$100000$Pdpbb7/Cp1wegUIIwXSfEQ==$APDLnfIYUXtU1jRxOEl6NClFXl69EG7JKViIB4PA+iE=',
   'Vera', 'Public', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (51, 'public', 6, 'beheerder@public.example.org',
   'pbkdf2-sha256$100000$56sTIV3RK43H7TyzSPauhw==$BOg4nD/Z3R86ONVqmbVgU9RChfjpe9svdECxlKqJr6c=',
   'Bert', 'Public', 'nl', 'active', '2026-01-05T09:00:00.000Z');

INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (1, 'demo', 1, 'Sportvereniging De Demo', 'Organization', 'approved'),
  (2, 'demo', 1, 'Vrijwilligerscentrale Demo', 'VolunteerCenter', 'approved'),
  (3, 'demo', 1, 'Basisschool De Regenboog', 'School', 'approved'),
  (4, 'demo', 1, 'Buurthuis In Oprichting', 'Organization', 'pending'),
  (10, 'oldebroek', 2, 'Muziekvereniging Oldebroek', 'Organization', 'approved'),
  (11, 'oldebroek', 2, 'Vrijwilligerscentrale Oldebroek', 'VolunteerCenter', 'approved'),
  (20, 'roermond', 3, 'Voedselbank Roermond', 'Organization', 'approved'),
  (30, 'meedoen', 4, 'Repair Café Zeewolde', 'Organization', 'approved'),
  (40, 'mas4you', 5, 'Taalhuis Maastricht', 'Organization', 'approved'),
  (50, 'public', 6, 'Natuurwerkgroep Nederland', 'Organization', 'approved');

-- More organizations (api/migrations/0003): every kind, some pending or denied, per tenant.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (5, 'demo', 1, 'Stichting Samen Sterk', 'Foundation', 'pending'),
  (6, 'demo', 1, 'Bakkerij Van Dam', 'Company', 'denied'),
  (7, 'demo', 1, 'Gemeente Demodorp', 'Municipality', 'approved'),
  (12, 'oldebroek', 2, 'Dorpsvereniging Wezep', 'Association', 'pending'),
  (13, 'oldebroek', 7, 'Stichting Hattem Helpt', 'Foundation', 'approved'),
  (21, 'roermond', 3, 'Scouting Roermond', 'Association', 'pending'),
  (31, 'meedoen', 4, 'Natuurmonumenten Zeewolde', 'Foundation', 'pending'),
  (41, 'mas4you', 5, 'Buurtnetwerk Wyck', 'Association', 'pending'),
  (51, 'public', 6, 'Stichting Lezen Nederland', 'Foundation', 'pending');

INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (1, 'demo', 1, 'Sportlaan', '12', '1234 AB', 'Demodorp', 52.3702, 4.8952),
  (2, 'demo', 3, 'Schoolstraat', '3', '1234 CD', 'Demodorp', 52.3731, 4.8922),
  (4, 'demo', 4, 'Dorpsplein', '1a', '1234 EF', 'Demodorp', 52.3676, 4.9041),
  (7, 'demo', 7, 'Raadhuisplein', '1', '1234 GH', 'Demodorp', 52.3720, 4.9000),
  (10, 'oldebroek', 10, 'Zuiderzeestraatweg', '120', '8096 BM', 'Oldebroek', 52.4447, 5.9005),
  (20, 'roermond', 20, 'Kapellerlaan', '8', '6041 JE', 'Roermond', 51.1942, 5.9870),
  (30, 'meedoen', 30, 'Kemphaan', '2', '3893 AA', 'Zeewolde', 52.3300, 5.5400),
  (40, 'mas4you', 40, 'Wycker Brugstraat', '40', '6221 ED', 'Maastricht', 50.8490, 5.6950),
  (50, 'public', 50, 'Bosweg', '5', '3811 AA', 'Amersfoort', 52.1561, 5.3878);

INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (1, 'demo', 1, 'Voetbal, hockey en tennis voor jong en oud.', 'https://sport.example.org', '010-1234567', 'info@sport.example.org', NULL),
  (3, 'demo', 3, 'Openbare basisschool in het centrum.', 'https://regenboog.example.org', NULL, 'info@regenboog.example.org', NULL),
  (4, 'demo', 4, 'Een buurthuis in oprichting; we zoeken nog vrijwilligers.', NULL, NULL, NULL, NULL),
  (10, 'oldebroek', 10, 'Fanfare en slagwerk sinds 1921.', 'https://muziek.example.org', NULL, NULL, NULL),
  (20, 'roermond', 20, 'Voedselpakketten voor wie het nodig heeft.', NULL, NULL, 'info@voedselbank.example.org', NULL),
  (30, 'meedoen', 30, 'Samen repareren in plaats van weggooien.', NULL, NULL, NULL, NULL),
  (40, 'mas4you', 40, 'Taalmaatjes en taalcafés.', NULL, NULL, NULL, NULL),
  (50, 'public', 50, 'Natuurbeheer met vrijwilligers door heel Nederland.', 'https://natuur.example.org', NULL, NULL, NULL);

-- Roles (docs/roles.md): organization admins and members, centre staff, the tenant's super admin.
INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (1, 'demo', 2, 'admin', 'Organization', 1),
  (2, 'demo', 2, 'member', 'Organization', 3),
  (3, 'demo', 3, 'super_admin', NULL, NULL),
  (4, 'demo', 4, 'staff', 'VolunteerCenter', 1),
  (5, 'demo', 5, 'member', 'Organization', 4),
  (10, 'oldebroek', 11, 'admin', 'Organization', 10),
  (11, 'oldebroek', 13, 'staff', 'VolunteerCenter', 2),
  (20, 'roermond', 21, 'admin', 'Organization', 20),
  (30, 'meedoen', 31, 'admin', 'Organization', 30),
  (40, 'mas4you', 41, 'admin', 'Organization', 40),
  (50, 'public', 51, 'admin', 'Organization', 50);

-- Social map (api/migrations/0004): more organizations with real-looking addresses and
-- coordinates in every centre, the centres' tags, and the postcode areas the distance search uses.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (100, 'demo', 1, 'Voedselbank Amsterdam-Oost', 'Foundation', 'approved'),
  (101, 'demo', 1, 'Buurtcentrum De Pijp', 'Association', 'approved'),
  (102, 'demo', 1, 'Taalcafé Amsterdam-West', 'Organization', 'approved'),
  (103, 'demo', 1, 'Stichting Maatjesproject Noord', 'Foundation', 'approved'),
  (104, 'demo', 1, 'Repair Café Jordaan', 'Organization', 'approved'),
  (105, 'demo', 1, 'Speeltuinvereniging Oosterpark', 'Association', 'approved'),
  (106, 'demo', 1, 'Zorgcentrum De Boelelaan', 'Organization', 'approved'),
  (107, 'demo', 1, 'Sportclub Zuidoost United', 'Association', 'approved'),
  (108, 'demo', 1, 'Natuurwerkgroep Amsterdamse Bos', 'Organization', 'approved'),
  (109, 'demo', 1, 'Stichting Leergeld Amsterdam', 'Foundation', 'approved'),
  (110, 'demo', 1, 'Humanitas Amsterdam', 'Association', 'approved'),
  (111, 'demo', 1, 'Bibliotheek Oosterdok', 'Organization', 'approved'),
  (112, 'demo', 1, 'Toneelgroep Demodorp', 'Association', 'approved'),
  (113, 'demo', 1, 'Dierenambulance Demodorp', 'Foundation', 'approved'),
  (114, 'demo', 1, 'Vrouwengroep In Oprichting', 'Association', 'pending'),
  (120, 'oldebroek', 2, 'Voedselbank Oldebroek', 'Foundation', 'approved'),
  (121, 'oldebroek', 2, 'Zorgboerderij De Hof', 'Company', 'approved'),
  (122, 'oldebroek', 2, 'Sportvereniging WHC Wezep', 'Association', 'approved'),
  (123, 'oldebroek', 2, 'Bibliotheek Wezep', 'Organization', 'approved'),
  (124, 'oldebroek', 2, 'Stichting Welzijn Oldebroek', 'Foundation', 'approved'),
  (130, 'oldebroek', 7, 'Historische Vereniging Hattem', 'Association', 'approved'),
  (131, 'oldebroek', 7, 'Stichting Zwembad Hattem', 'Foundation', 'approved'),
  (140, 'roermond', 3, 'Vluchtelingenwerk Roermond', 'Foundation', 'approved'),
  (141, 'roermond', 3, 'Buurtvereniging Donderberg', 'Association', 'approved'),
  (142, 'roermond', 3, 'Repair Café Roermond', 'Organization', 'approved'),
  (143, 'roermond', 3, 'Toneelvereniging Swalmen', 'Association', 'approved'),
  (150, 'meedoen', 4, 'Bibliotheek Zeewolde', 'Organization', 'approved'),
  (151, 'meedoen', 4, 'Sportvereniging ZVV Zeewolde', 'Association', 'approved'),
  (152, 'meedoen', 4, 'Buurthuis De Verbinding', 'Organization', 'approved'),
  (160, 'mas4you', 5, 'Buurthuis Mariaberg', 'Association', 'approved'),
  (161, 'mas4you', 5, 'Voedselbank Maastricht', 'Foundation', 'approved'),
  (162, 'mas4you', 5, 'Humanitas Maastricht', 'Organization', 'approved'),
  (170, 'public', 6, 'Stichting Lezen en Schrijven', 'Foundation', 'approved'),
  (171, 'public', 6, 'De Zonnebloem Breda', 'Association', 'approved'),
  (172, 'public', 6, 'Scouting Groningen-Stad', 'Association', 'approved'),
  (173, 'public', 6, 'IVN Utrecht', 'Organization', 'approved');

INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (100, 'demo', 100, 'Javastraat', '118', '1094 HN', 'Amsterdam', 52.3631, 4.937),
  (101, 'demo', 101, 'Tweede Jan Steenstraat', '1', '1073 VK', 'Amsterdam', 52.354, 4.893),
  (102, 'demo', 102, 'Bos en Lommerplein', '176', '1055 EK', 'Amsterdam', 52.379, 4.849),
  (103, 'demo', 103, 'Buikslotermeerplein', '2000', '1025 XL', 'Amsterdam', 52.4, 4.933),
  (104, 'demo', 104, 'Elandsgracht', '70', '1016 TX', 'Amsterdam', 52.37, 4.88),
  (105, 'demo', 105, 'Oosterpark', '1', '1092 AE', 'Amsterdam', 52.36, 4.919),
  (106, 'demo', 106, 'De Boelelaan', '1', '1081 HV', 'Amsterdam', 52.334, 4.863),
  (107, 'demo', 107, 'Bijlmerdreef', '1289', '1103 TV', 'Amsterdam', 52.317, 4.956),
  (108, 'demo', 108, 'Bosbaanweg', '5', '1182 DZ', 'Amstelveen', 52.329, 4.834),
  (109, 'demo', 109, 'Wibautstraat', '3', '1091 GH', 'Amsterdam', 52.358, 4.908),
  (110, 'demo', 110, 'Nieuwe Herengracht', '95', '1011 RX', 'Amsterdam', 52.366, 4.907),
  (111, 'demo', 111, 'Oosterdokskade', '143', '1011 DL', 'Amsterdam', 52.376, 4.908),
  (112, 'demo', 112, 'Kerkstraat', '5', '1234 AC', 'Demodorp', 52.371, 4.897),
  (113, 'demo', 113, 'Industrieweg', '8', '1234 KL', 'Demodorp', 52.365, 4.91),
  (114, 'demo', 114, 'Dorpsplein', '3', '1234 EF', 'Demodorp', 52.3676, 4.9045),
  (120, 'oldebroek', 120, 'Zuiderzeestraatweg', '257', '8096 CB', 'Oldebroek', 52.447, 5.91),
  (121, 'oldebroek', 121, 'Bovenweg', '10', '8096 RE', 'Oldebroek', 52.43, 5.89),
  (122, 'oldebroek', 122, 'Mulderssingel', '6', '8091 AE', 'Wezep', 52.462, 5.999),
  (123, 'oldebroek', 123, 'Mulderssingel', '2', '8091 AE', 'Wezep', 52.461, 6.001),
  (124, 'oldebroek', 124, 'Kerkstraat', '8', '8096 AM', 'Oldebroek', 52.446, 5.902),
  (130, 'oldebroek', 130, 'Achterstraat', '48', '8051 HW', 'Hattem', 52.475, 6.062),
  (131, 'oldebroek', 131, 'Vlakte', '2', '8051 PK', 'Hattem', 52.479, 6.06),
  (140, 'roermond', 140, 'Godsweerdersingel', '2', '6041 GK', 'Roermond', 51.196, 5.991),
  (141, 'roermond', 141, 'Donderberglaan', '27', '6043 JA', 'Roermond', 51.186, 6.001),
  (142, 'roermond', 142, 'Kloosterwandstraat', '12', '6041 DV', 'Roermond', 51.192, 5.985),
  (143, 'roermond', 143, 'Hoofdstraat', '22', '6071 BK', 'Swalmen', 51.23, 6.038),
  (150, 'meedoen', 150, 'Bosruiterweg', '2', '3897 LV', 'Zeewolde', 52.333, 5.54),
  (151, 'meedoen', 151, 'Trigtweg', '1', '3891 AA', 'Zeewolde', 52.324, 5.553),
  (152, 'meedoen', 152, 'Kerkplein', '1', '3891 AB', 'Zeewolde', 52.33, 5.542),
  (160, 'mas4you', 160, 'Voltastraat', '1', '6215 BA', 'Maastricht', 50.86, 5.68),
  (161, 'mas4you', 161, 'Sint Hubertuslaan', '4', '6221 CN', 'Maastricht', 50.842, 5.702),
  (162, 'mas4you', 162, 'Boschstraat', '5', '6211 AS', 'Maastricht', 50.853, 5.693),
  (170, 'public', 170, 'Koninginnegracht', '19', '2514 AB', 'Den Haag', 52.085, 4.315),
  (171, 'public', 171, 'Ginnekenweg', '5', '4811 JA', 'Breda', 51.588, 4.776),
  (172, 'public', 172, 'Oosterstraat', '12', '9711 NV', 'Groningen', 53.216, 6.568),
  (173, 'public', 173, 'Oudegracht', '245', '3511 NK', 'Utrecht', 52.088, 5.12),
  (13, 'oldebroek', 13, 'Kerkhofstraat', '1', '8051 GH', 'Hattem', 52.4740, 6.0640);

INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (100, 'demo', 100, 'Wekelijks voedselpakketten voor gezinnen in Oost. Vrijwilligers sorteren, rijden en delen uit.', 'https://voedselbank-oost.example.org', '020-6651234', 'info@voedselbank-oost.example.org', NULL),
  (101, 'demo', 101, 'Koffie-ochtenden, huiswerkbegeleiding en een buurtmaaltijd op donderdag.', NULL, NULL, 'welkom@buurtcentrumdepijp.example.org', NULL),
  (102, 'demo', 102, 'Nederlands oefenen in een ontspannen sfeer, elke dinsdag en zaterdag.', 'https://taalcafe-west.example.org', NULL, NULL, NULL),
  (103, 'demo', 103, 'Maatjes voor eenzame ouderen en nieuwkomers in Amsterdam-Noord.', NULL, '020-6321000', NULL, NULL),
  (104, 'demo', 104, 'Samen repareren in plaats van weggooien: fietsen, kleding en elektronica.', NULL, NULL, NULL, NULL),
  (105, 'demo', 105, 'Een speeltuin door en voor de buurt; we zoeken toezichthouders.', NULL, NULL, NULL, NULL),
  (106, 'demo', 106, 'Wandelen, voorlezen en muziek met bewoners.', NULL, '020-4441234', NULL, NULL),
  (107, 'demo', 107, 'Voetbal en basketbal voor jongeren uit Zuidoost.', 'https://zuidoost-united.example.org', NULL, NULL, NULL),
  (108, 'demo', 108, 'Snoeien, maaien en vogels tellen in het Amsterdamse Bos.', NULL, NULL, NULL, NULL),
  (109, 'demo', 109, 'Zodat ieder kind kan meedoen: sport, school en cultuur.', 'https://leergeld.example.org', NULL, NULL, NULL),
  (110, 'demo', 110, 'Thuisadministratie, rouwverwerking en maatjescontact.', NULL, NULL, 'amsterdam@humanitas.example.org', NULL),
  (111, 'demo', 111, 'Voorlezen, digitale spreekuren en het Taalhuis.', NULL, NULL, NULL, NULL),
  (112, 'demo', 112, 'Twee voorstellingen per jaar; spelers, decorbouwers en kassa gezocht.', NULL, NULL, NULL, NULL),
  (113, 'demo', 113, 'Dag en nacht hulp voor dieren in nood.', NULL, '0900-1234567', NULL, NULL),
  (114, 'demo', 114, NULL, NULL, NULL, NULL, NULL),
  (120, 'oldebroek', 120, 'Voedselhulp voor inwoners van de gemeente Oldebroek.', NULL, NULL, NULL, NULL),
  (121, 'oldebroek', 121, 'Dagbesteding op de boerderij.', NULL, NULL, NULL, NULL),
  (122, 'oldebroek', 122, 'Voetbal en handbal in Wezep.', NULL, NULL, NULL, NULL),
  (123, 'oldebroek', 123, 'Leesclubs en het Taalhuis.', NULL, NULL, NULL, NULL),
  (124, 'oldebroek', 124, 'Ouderenwerk, mantelzorg en jongerenwerk.', NULL, NULL, NULL, NULL),
  (130, 'oldebroek', 130, 'Rondleidingen en het archief van Hattem.', NULL, NULL, NULL, NULL),
  (131, 'oldebroek', 131, 'Een buitenbad gerund door vrijwilligers.', NULL, NULL, NULL, NULL),
  (140, 'roermond', 140, 'Begeleiding van statushouders.', NULL, NULL, NULL, NULL),
  (141, 'roermond', 141, 'Buurtfeesten en een moestuin.', NULL, NULL, NULL, NULL),
  (142, 'roermond', 142, 'Elke eerste zaterdag van de maand.', NULL, NULL, NULL, NULL),
  (143, 'roermond', 143, 'Toneel en revue in Swalmen.', NULL, NULL, NULL, NULL),
  (150, 'meedoen', 150, 'Voorlezen en digitale hulp.', NULL, NULL, NULL, NULL),
  (151, 'meedoen', 151, 'Voetbal voor jong en oud.', NULL, NULL, NULL, NULL),
  (152, 'meedoen', 152, 'Ontmoeting in het centrum van Zeewolde.', NULL, NULL, NULL, NULL),
  (160, 'mas4you', 160, 'Activiteiten voor en door de buurt.', NULL, NULL, NULL, NULL),
  (161, 'mas4you', 161, 'Voedselpakketten in heel Maastricht.', NULL, NULL, NULL, NULL),
  (162, 'mas4you', 162, 'Thuisadministratie en maatjes.', NULL, NULL, NULL, NULL),
  (170, 'public', 170, 'Laaggeletterdheid aanpakken met taalvrijwilligers.', NULL, NULL, NULL, NULL),
  (171, 'public', 171, 'Uitstapjes en bezoek voor mensen met een beperking.', NULL, NULL, NULL, NULL),
  (172, 'public', 172, 'Scouting voor kinderen van 5 tot 18.', NULL, NULL, NULL, NULL),
  (173, 'public', 173, 'Natuureducatie en excursies.', NULL, NULL, NULL, NULL);

INSERT OR IGNORE INTO tags (id, tenant_id, volunteer_center_id, name) VALUES
  (1, 'demo', 1, 'Sport'),
  (2, 'demo', 1, 'Zorg en welzijn'),
  (3, 'demo', 1, 'Taal'),
  (4, 'demo', 1, 'Natuur en dieren'),
  (5, 'demo', 1, 'Cultuur'),
  (6, 'demo', 1, 'Jeugd'),
  (7, 'demo', 1, 'Armoede'),
  (8, 'demo', 1, 'Duurzaamheid'),
  (20, 'oldebroek', 2, 'Armoede'),
  (21, 'oldebroek', 2, 'Zorg en welzijn'),
  (22, 'oldebroek', 2, 'Dieren'),
  (23, 'oldebroek', 2, 'Sport'),
  (24, 'oldebroek', 2, 'Taal'),
  (25, 'oldebroek', 2, 'Cultuur'),
  (30, 'oldebroek', 7, 'Sport'),
  (31, 'oldebroek', 7, 'Cultuur'),
  (40, 'roermond', 3, 'Nieuwkomers'),
  (41, 'roermond', 3, 'Taal'),
  (42, 'roermond', 3, 'Buurt'),
  (43, 'roermond', 3, 'Duurzaamheid'),
  (50, 'meedoen', 4, 'Sport'),
  (51, 'meedoen', 4, 'Taal'),
  (52, 'meedoen', 4, 'Buurt'),
  (60, 'mas4you', 5, 'Armoede'),
  (61, 'mas4you', 5, 'Buurt'),
  (62, 'mas4you', 5, 'Zorg en welzijn'),
  (70, 'public', 6, 'Taal'),
  (71, 'public', 6, 'Zorg en welzijn'),
  (72, 'public', 6, 'Jeugd'),
  (73, 'public', 6, 'Natuur');

INSERT OR IGNORE INTO organization_tags (tenant_id, organization_id, tag_id) VALUES
  ('demo', 100, 7),
  ('demo', 100, 2),
  ('demo', 101, 2),
  ('demo', 101, 6),
  ('demo', 102, 3),
  ('demo', 103, 2),
  ('demo', 103, 3),
  ('demo', 104, 8),
  ('demo', 105, 6),
  ('demo', 106, 2),
  ('demo', 107, 1),
  ('demo', 107, 6),
  ('demo', 108, 4),
  ('demo', 108, 8),
  ('demo', 109, 7),
  ('demo', 109, 6),
  ('demo', 110, 2),
  ('demo', 110, 7),
  ('demo', 111, 3),
  ('demo', 111, 5),
  ('demo', 112, 5),
  ('demo', 113, 4),
  ('demo', 114, 2),
  ('oldebroek', 120, 20),
  ('oldebroek', 121, 21),
  ('oldebroek', 121, 22),
  ('oldebroek', 122, 23),
  ('oldebroek', 123, 24),
  ('oldebroek', 124, 21),
  ('oldebroek', 130, 31),
  ('oldebroek', 131, 30),
  ('roermond', 140, 40),
  ('roermond', 140, 41),
  ('roermond', 141, 42),
  ('roermond', 142, 43),
  ('roermond', 143, 42),
  ('meedoen', 150, 51),
  ('meedoen', 151, 50),
  ('meedoen', 152, 52),
  ('mas4you', 160, 61),
  ('mas4you', 161, 60),
  ('mas4you', 162, 61),
  ('mas4you', 162, 62),
  ('public', 170, 70),
  ('public', 171, 71),
  ('public', 172, 72),
  ('public', 173, 73),
  ('demo', 1, 1),
  ('demo', 1, 6),
  ('demo', 3, 6),
  ('demo', 3, 3),
  ('demo', 7, 2),
  ('oldebroek', 10, 25),
  ('oldebroek', 13, 31),
  ('roermond', 20, 42),
  ('meedoen', 30, 52),
  ('mas4you', 40, 61),
  ('public', 50, 73);

INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES
  ('1011', 'Amsterdam', 52.372, 4.904),
  ('1016', 'Amsterdam', 52.372, 4.883),
  ('1025', 'Amsterdam', 52.4, 4.933),
  ('1055', 'Amsterdam', 52.38, 4.848),
  ('1073', 'Amsterdam', 52.355, 4.892),
  ('1081', 'Amsterdam', 52.333, 4.865),
  ('1091', 'Amsterdam', 52.359, 4.909),
  ('1092', 'Amsterdam', 52.358, 4.92),
  ('1094', 'Amsterdam', 52.363, 4.938),
  ('1103', 'Amsterdam', 52.317, 4.956),
  ('1182', 'Amstelveen', 52.325, 4.844),
  ('1234', 'Demodorp', 52.37, 4.898),
  ('8091', 'Wezep', 52.462, 5.999),
  ('8096', 'Oldebroek', 52.445, 5.905),
  ('8051', 'Hattem', 52.476, 6.062),
  ('6041', 'Roermond', 51.194, 5.988),
  ('6043', 'Roermond', 51.185, 6.0),
  ('6071', 'Swalmen', 51.23, 6.04),
  ('3891', 'Zeewolde', 52.329, 5.545),
  ('3893', 'Zeewolde', 52.33, 5.54),
  ('3897', 'Zeewolde', 52.335, 5.535),
  ('6211', 'Maastricht', 50.852, 5.692),
  ('6215', 'Maastricht', 50.86, 5.68),
  ('6221', 'Maastricht', 50.848, 5.7),
  ('2514', 'Den Haag', 52.084, 4.316),
  ('4811', 'Breda', 51.588, 4.776),
  ('9711', 'Groningen', 53.217, 6.567),
  ('3511', 'Utrecht', 52.09, 5.115),
  ('3811', 'Amersfoort', 52.156, 5.388);

-- Vacancies (api/migrations/0005, docs/vacancies.md): published ones of approved organizations,
-- one draft and one closed; descriptions are Tiptap JSON with their plain text beside them.
INSERT OR IGNORE INTO vacancies
  (id, tenant_id, organization_id, title, description, description_text, status, remote, street,
   house_number, postal_code, city, latitude, longitude, hours_per_week, commitment, starts_on,
   ends_on, places, requirements, contact_name, contact_email, contact_phone, published_at, expires_on) VALUES
  (1, 'demo', 1, 'Vrijwilliger sportcafé',
   '{"type":"doc","content":[{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Wat ga je doen?"}]},{"type":"paragraph","content":[{"type":"text","text":"Je schenkt koffie en limonade in het "},{"type":"text","text":"café","marks":[{"type":"bold"}]},{"type":"text","text":" van de club, op zaterdagochtend."}]}]}',
   'Wat ga je doen?

Je schenkt koffie en limonade in het café van de club, op zaterdagochtend.',
   'published', 0, 'Sportlaan', '12', '1234 AB', 'Demodorp', 52.3702, 4.8952, 4, 'recurring', NULL, NULL, 3,
   'Je bent 16 jaar of ouder.', 'Bert Beheerder', 'beheerder@demo.example.org', '010-1234567', '2026-09-01T08:00:00.000Z', '2027-12-31'),
  (2, 'demo', 1, 'Jeugdtrainer voetbal (F-jes)',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Train op woensdagmiddag de jongste voetballers."}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Geduld en plezier in kinderen"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Een cursus krijg je van ons"}]}]}]}]}',
   'Train op woensdagmiddag de jongste voetballers.

- Geduld en plezier in kinderen
- Een cursus krijg je van ons',
   'published', 0, 'Sportlaan', '12', '1234 AB', 'Demodorp', 52.3702, 4.8952, 2, 'recurring', '2026-09-01', '2027-06-30', 2,
   'Een verklaring omtrent gedrag (VOG).', 'Bert Beheerder', 'beheerder@demo.example.org', NULL, '2026-09-05T08:00:00.000Z', NULL),
  (3, 'demo', 3, 'Voorleesouder groep 3',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Lees één ochtend per week voor aan een klein groepje kinderen."}]}]}',
   'Lees één ochtend per week voor aan een klein groepje kinderen.',
   'published', 0, 'Schoolstraat', '3', '1234 CD', 'Demodorp', 52.3731, 4.8922, 1.5, 'recurring', NULL, NULL, 4,
   NULL, 'Juf Ria', 'info@regenboog.example.org', NULL, '2026-10-01T08:00:00.000Z', NULL),
  (4, 'demo', 7, 'Digitaal maatje (op afstand)',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Help inwoners via videobellen met DigiD, e-mail en hun telefoon. Meer op "},{"type":"text","text":"de website","marks":[{"type":"link","attrs":{"href":"https://gemeente.example.org/digitaal"}}]},{"type":"text","text":"."}]}]}',
   'Help inwoners via videobellen met DigiD, e-mail en hun telefoon. Meer op de website.',
   'published', 1, NULL, NULL, NULL, NULL, NULL, NULL, 2, 'recurring', NULL, NULL, NULL,
   NULL, 'Loket Demodorp', 'loket@gemeente.example.org', '14 0123', '2026-10-15T08:00:00.000Z', NULL),
  (5, 'demo', 7, 'Opbouwhulp Koningsdag',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Eén dag meehelpen met het opbouwen van de kramen op het Raadhuisplein."}]}]}',
   'Eén dag meehelpen met het opbouwen van de kramen op het Raadhuisplein.',
   'published', 0, 'Raadhuisplein', '1', '1234 GH', 'Demodorp', 52.3720, 4.9000, 8, 'one_off', '2027-04-27', '2027-04-27', 10,
   NULL, 'Loket Demodorp', 'loket@gemeente.example.org', NULL, '2026-11-01T08:00:00.000Z', '2027-04-26'),
  (6, 'demo', 1, 'Kantinebeheerder (concept)',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Nog niet gepubliceerd."}]}]}',
   'Nog niet gepubliceerd.',
   'draft', 0, NULL, NULL, NULL, 'Demodorp', NULL, NULL, 6, 'recurring', NULL, NULL, 1,
   NULL, NULL, NULL, NULL, NULL, NULL),
  (7, 'demo', 3, 'Hulp bij de schoolreis',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"De schoolreis is voorbij; deze vacature is gesloten."}]}]}',
   'De schoolreis is voorbij; deze vacature is gesloten.',
   'closed', 0, NULL, NULL, NULL, 'Demodorp', NULL, NULL, 6, 'one_off', '2026-06-12', '2026-06-12', 5,
   NULL, NULL, NULL, NULL, '2026-05-01T08:00:00.000Z', NULL),
  (30, 'meedoen', 30, 'Gastvrouw of gastheer Repair Café',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Ontvang bezoekers met koffie en wijs ze de weg naar de reparateurs."}]}]}',
   'Ontvang bezoekers met koffie en wijs ze de weg naar de reparateurs.',
   'published', 0, 'Kemphaan', '2', '3893 AA', 'Zeewolde', 52.3300, 5.5400, 3, 'recurring', NULL, NULL, 2,
   NULL, NULL, NULL, NULL, '2026-10-01T08:00:00.000Z', NULL),
  (10, 'oldebroek', 10, 'Muziekbibliothecaris',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Beheer de bladmuziek van het orkest."}]}]}',
   'Beheer de bladmuziek van het orkest.',
   'published', 0, 'Zuiderzeestraatweg', '120', '8096 BM', 'Oldebroek', 52.4447, 5.9005, 2, 'recurring', NULL, NULL, 1,
   NULL, NULL, NULL, NULL, '2026-09-20T08:00:00.000Z', NULL);

-- More public vacancies of the demo centre, for the public search (docs/vacancies.md, "Web pages"):
-- enough for two pages of results, in Amsterdam, remote and one-off.
INSERT OR IGNORE INTO vacancies
  (id, tenant_id, organization_id, title, description, description_text, status, remote, street,
   house_number, postal_code, city, latitude, longitude, hours_per_week, commitment, starts_on,
   ends_on, places, requirements, contact_name, contact_email, contact_phone, published_at, expires_on) VALUES
  (100, 'demo', 110, 'Maatje thuisadministratie', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Help iemand eens per twee weken thuis met post, rekeningen en formulieren."}]}, {"type": "paragraph", "content": [{"type": "text", "text": "Je krijgt een training van ons."}]}]}', 'Help iemand eens per twee weken thuis met post, rekeningen en formulieren.

Je krijgt een training van ons.', 'published', 0, 'Nieuwe Herengracht', '95', '1011 RX', 'Amsterdam', 52.366, 4.907, 2, 'recurring', NULL, NULL, 4, 'Je kunt goed met geld en papieren omgaan.', 'Fatima El Amrani', 'amsterdam@humanitas.example.org', '020-6251234', '2026-11-02T08:00:00.000Z', NULL),
  (101, 'demo', 101, 'Kok voor de buurtmaaltijd', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Kook op donderdag met twee anderen een maaltijd voor dertig buurtgenoten."}]}, {"type": "paragraph", "content": [{"type": "text", "text": "Na afloop drinken we samen koffie."}]}]}', 'Kook op donderdag met twee anderen een maaltijd voor dertig buurtgenoten.

Na afloop drinken we samen koffie.', 'published', 0, 'Tweede Jan Steenstraat', '1', '1073 VK', 'Amsterdam', 52.354, 4.893, 3, 'recurring', NULL, NULL, 3, NULL, 'Joost de Wit', 'welkom@buurtcentrumdepijp.example.org', NULL, '2026-11-03T08:00:00.000Z', NULL),
  (102, 'demo', 102, 'Taalmaatje Nederlands (online)', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Oefen een uur per week via videobellen Nederlands met een nieuwkomer."}]}]}', 'Oefen een uur per week via videobellen Nederlands met een nieuwkomer.', 'published', 1, NULL, NULL, NULL, NULL, NULL, NULL, 1.5, 'recurring', NULL, NULL, 10, NULL, 'Taalcafé West', NULL, NULL, '2026-11-04T08:00:00.000Z', NULL),
  (103, 'demo', 103, 'Wandelmaatje voor ouderen', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Maak elke week een wandeling met een oudere buurtbewoner in Noord."}]}]}', 'Maak elke week een wandeling met een oudere buurtbewoner in Noord.', 'published', 0, 'Buikslotermeerplein', '2000', '1025 XL', 'Amsterdam', 52.4, 4.933, 2, 'recurring', NULL, NULL, 5, NULL, NULL, NULL, '020-6321000', '2026-11-05T08:00:00.000Z', NULL),
  (104, 'demo', 104, 'Reparateur fietsen en kleding', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Repareer op zaterdag samen met bezoekers van het Repair Café hun fiets, broek of lamp."}]}]}', 'Repareer op zaterdag samen met bezoekers van het Repair Café hun fiets, broek of lamp.', 'published', 0, 'Elandsgracht', '70', '1016 TX', 'Amsterdam', 52.37, 4.88, 3, 'recurring', NULL, NULL, 4, NULL, NULL, NULL, NULL, '2026-11-06T08:00:00.000Z', NULL),
  (105, 'demo', 105, 'Begeleider zomerspeelweek', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Een week lang spelletjes, knutselen en een vossenjacht met kinderen uit de buurt."}]}]}', 'Een week lang spelletjes, knutselen en een vossenjacht met kinderen uit de buurt.', 'published', 0, 'Oosterpark', '1', '1092 AE', 'Amsterdam', 52.36, 4.919, 20, 'one_off', '2027-07-19', '2027-07-23', 8, 'Je bent 18 jaar of ouder en hebt een VOG.', NULL, NULL, NULL, '2026-11-07T08:00:00.000Z', NULL),
  (106, 'demo', 7, 'Hulp bij belastingaangifte (online)', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Help inwoners in maart en april via de telefoon of videobellen met hun aangifte."}]}]}', 'Help inwoners in maart en april via de telefoon of videobellen met hun aangifte.', 'published', 1, NULL, NULL, NULL, NULL, NULL, NULL, 2, 'one_off', '2027-03-01', '2027-04-30', 6, 'Je kent het aangifteprogramma van de Belastingdienst.', 'Loket Demodorp', 'loket@gemeente.example.org', '14 0123', '2026-11-08T08:00:00.000Z', NULL);

-- Themes of a few demo vacancies: the partner embed filtered by theme (/embed/vacatures?theme=Sport,
-- docs/vacancy-embed.md) has something to show.
INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id) VALUES
  ('demo', 1, 1),
  ('demo', 2, 1),
  ('demo', 100, 2),
  ('demo', 103, 2);

INSERT OR IGNORE INTO applications (id, tenant_id, vacancy_id, user_id, name, email, phone, locale, motivation, status) VALUES
  (1, 'demo', 1, 1, 'Vera Vrijwilliger', 'vrijwilliger@demo.example.org', NULL, 'nl', 'Ik sta graag achter de bar en ken de club al jaren.', 'new'),
  (2, 'demo', 1, NULL, 'Gijs Gast', 'gijs@example.org', '0612345678', 'nl', 'Ik woon om de hoek en heb op zaterdag tijd.', 'in_progress'),
  -- Victor was accepted as the reading parent of Basisschool De Regenboog, so the hours form on
  -- /uren offers him its vacancy (docs/shifts-and-hours.md, "Vacature (niet verplicht)").
  (3, 'demo', 3, 5, 'Victor Volunteer', 'volunteer@demo.example.org', NULL, 'en', 'I love reading to children.', 'accepted');

-- Applications e2e (tests/e2e/applications.spec.ts): an admin of another demo organization
-- (Basisschool De Regenboog), who must not see Sportvereniging De Demo's applications. Same
-- password as every demo user (the digest is user 2's; the salt is in it).
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (90, 'demo', 1, 'schoolbeheerder@demo.example.org',
   'pbkdf2-sha256$100000$LLhGW/OmqIQU4aAWbv6bMA==$aW1OKuVcmwpS92AspZP4BhjOmX4IeUF0pl34Weotxpg=',
   'Sam', 'Schoolbeheerder', 'nl', 'active', '2026-01-05T09:00:00.000Z');
INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (90, 'demo', 90, 'admin', 'Organization', 3);

-- Centre settings (/instellingen, api/migrations/0016_center_settings.sql): every centre's shape,
-- footer and contact person. Only where unset, so a re-run never undoes what staff saved.
UPDATE volunteer_center_profiles SET
  shape = CASE tenant_id WHEN 'roermond' THEN 'curved' WHEN 'mas4you' THEN 'full' ELSE 'rounded' END,
  footer_address = (SELECT name FROM volunteer_centers c WHERE c.id = volunteer_center_id) || char(10) || 'Dorpsstraat 1' || char(10) || '1234 AB Demodorp',
  footer_phone = '0123 456 789',
  footer_email = 'info@' || tenant_id || '.example.org',
  opening_hours = 'Maandag tot en met donderdag 9.00-16.00 uur',
  social_links = '[{"network":"facebook","url":"https://www.facebook.com/"},{"network":"instagram","url":"https://www.instagram.com/"}]',
  footer_links = '[{"label":"Vacatures","url":"/vacancies/search"},{"label":"Sociale kaart","url":"/sociale-kaart"}]',
  contact_name = 'Mila Medewerker',
  contact_role = 'Consulent vrijwilligerswerk',
  contact_phone = '0123 456 780',
  contact_email = 'mila@' || tenant_id || '.example.org'
WHERE shape IS NULL;

-- Settings e2e (tests/e2e/settings.spec.ts): two more centres of the meedoen tenant, which no other
-- spec looks at (noord.localhost and zuid.localhost in wrangler.toml), one per Playwright project,
-- each with its own staff member, so changing their theme cannot disturb another test.
INSERT OR IGNORE INTO volunteer_centers (id, tenant_id, name) VALUES
  (8, 'meedoen', 'Proefcentrale Noord'),
  (9, 'meedoen', 'Proefcentrale Zuid');
INSERT OR IGNORE INTO volunteer_center_profiles
  (id, tenant_id, volunteer_center_id, primary_color, secondary_color, tertiary_color, muted_color, shape)
VALUES
  (8, 'meedoen', 8, 'emerald', 'sky', 'violet', 'slate', 'rounded'),
  (9, 'meedoen', 9, 'emerald', 'sky', 'violet', 'slate', 'rounded');
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (91, 'meedoen', 8, 'medewerker@noord.example.org',
   'pbkdf2-sha256$100000$LLhGW/OmqIQU4aAWbv6bMA==$aW1OKuVcmwpS92AspZP4BhjOmX4IeUF0pl34Weotxpg=',
   'Noor', 'Medewerker', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (92, 'meedoen', 9, 'medewerker@zuid.example.org',
   'pbkdf2-sha256$100000$LLhGW/OmqIQU4aAWbv6bMA==$aW1OKuVcmwpS92AspZP4BhjOmX4IeUF0pl34Weotxpg=',
   'Zeger', 'Medewerker', 'nl', 'active', '2026-01-05T09:00:00.000Z');
INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (91, 'meedoen', 91, 'staff', 'VolunteerCenter', 8),
  (92, 'meedoen', 92, 'staff', 'VolunteerCenter', 9);

-- The centres' own organizations (type VolunteerCenter) carry the contact details the home page's
-- contact block shows (app/.server/home/contact-section.ts).
INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (900, 'demo', 2, 'Stationsplein', '4', '1234 AA', 'Demodorp', 52.3712, 4.8990),
  (901, 'oldebroek', 11, 'Raadhuisplein', '1', '8096 CP', 'Oldebroek', 52.4450, 5.9010);
INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (900, 'demo', 2, 'Wij brengen vrijwilligers en organisaties in Demodorp bij elkaar. Loop binnen op werkdagen van 9 tot 17 uur.', 'https://vrijwilligerscentrale.example.org', '010-7654321', 'info@vrijwilligerscentrale.example.org', NULL),
  (901, 'oldebroek', 11, 'Het steunpunt voor vrijwilligerswerk in de gemeente Oldebroek.', 'https://vrijwilligersoldebroek.example', '0525-123456', 'info@vrijwilligersoldebroek.example', NULL);

-- Partner cards (/partners, /gelderse-handen; app/.server/partners/partners.ts): Hattem's centre
-- gets its own organization too, so each partner of the oldebroek collaboration has a place and a
-- short description.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (132, 'oldebroek', 7, 'Vrijwilligerswerk Hattem', 'VolunteerCenter', 'approved');
INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (902, 'oldebroek', 132, 'Markt', '1', '8051 EZ', 'Hattem', 52.4752, 6.0630);
INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (902, 'oldebroek', 132, 'Vrijwilligerswerk in Hattem: vacatures, advies voor organisaties en hulp bij het vinden van een klus die bij je past.', 'https://vrijwilligershattem.example', NULL, 'info@vrijwilligershattem.example', NULL);

-- The other demo centres' own organizations (/instellingen/organisatie), so every demo centre has
-- its settings filled in (issue 21): Roermond, Zeewolde (meedoen), Maastricht (mas4you) and the
-- public tenant's national desk, each with its place and how to reach it.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (146, 'roermond', 3, 'Vrijwilligerscentrale Roermond', 'VolunteerCenter', 'approved'),
  (153, 'meedoen', 4, 'Meedoen Zeewolde', 'VolunteerCenter', 'approved'),
  (163, 'mas4you', 5, 'Mas4you Maastricht', 'VolunteerCenter', 'approved'),
  (174, 'public', 6, 'Inzet Nederland', 'VolunteerCenter', 'approved');
INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (146, 'roermond', 146, 'Markt', '1', '6041 EL', 'Roermond', 51.1942, 5.9870),
  (153, 'meedoen', 153, 'Raadhuisplein', '1', '3891 GZ', 'Zeewolde', 52.3300, 5.5400),
  (163, 'mas4you', 163, 'Markt', '78', '6211 CN', 'Maastricht', 50.8514, 5.6910),
  (174, 'public', 174, 'Catharijnesingel', '10', '3511 GB', 'Utrecht', 52.0894, 5.1120);
INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (146, 'roermond', 146, 'Het steunpunt voor vrijwilligerswerk in Roermond: vacatures, advies voor organisaties en trainingen.', 'https://vrijwilligersroermond.example', '0475-123456', 'info@vrijwilligersroermond.example', NULL),
  (153, 'meedoen', 153, 'Meedoen in Zeewolde: vrijwilligerswerk en hulp in de buurt, voor iedereen die mee wil doen.', 'https://meedoenzeewolde.example', '036-5221234', 'info@meedoenzeewolde.example', NULL),
  (163, 'mas4you', 163, 'Vrijwilligerswerk in Maastricht: wij zoeken samen met u een plek die bij u past.', 'https://mas4you.example', '043-3501234', 'info@mas4you.example', NULL),
  (174, 'public', 174, 'De landelijke vacaturebank voor vrijwilligerswerk, voor organisaties zonder eigen centrale.', 'https://inzet.example', NULL, 'info@inzet.example', NULL);

-- Addresses in a plain-text description become links (app/utils/linkify.ts): one to show it.
UPDATE organization_profiles
SET description = 'Maatjes voor eenzame ouderen en nieuwkomers in Amsterdam-Noord.' || char(10) || 'Meer over ons op www.maatjesnoord.example, of mail naar info@maatjesnoord.example.'
WHERE id = 103 AND description = 'Maatjes voor eenzame ouderen en nieuwkomers in Amsterdam-Noord.';

-- Contact visibility (issue 19, docs/organizations.md "Contact visibility"): Zorgcentrum De
-- Boelelaan shows its phone number to the centre and its admins only. Two Roermond wijkteams for
-- tests/e2e/organizations-visibility.spec.ts (one per Playwright project; beheerder@roermond is
-- their admin), everything public until the spec hides it.
UPDATE organization_profiles SET phone_visibility = 'staff' WHERE tenant_id = 'demo' AND organization_id = 106;
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (144, 'roermond', 3, 'Wijkteam Roermond-Oost', 'Organization', 'approved'),
  (145, 'roermond', 3, 'Wijkteam Roermond-Zuid', 'Organization', 'approved');
INSERT OR IGNORE INTO organization_addresses
  (id, tenant_id, organization_id, street, house_number, postal_code, city, latitude, longitude) VALUES
  (144, 'roermond', 144, 'Oranjelaan', '14', '6042 BA', 'Roermond', 51.197, 5.998),
  (145, 'roermond', 145, 'Heinsbergerweg', '3', '6045 CA', 'Roermond', 51.183, 5.994);
INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (144, 'roermond', 144, 'Hulp bij vragen over wonen, zorg en geld in Roermond-Oost.', NULL, '0475-111144', 'oost@wijkteam.example.org', NULL),
  (145, 'roermond', 145, 'Hulp bij vragen over wonen, zorg en geld in Roermond-Zuid.', NULL, '0475-111145', 'zuid@wijkteam.example.org', NULL);
INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (190, 'roermond', 21, 'admin', 'Organization', 144),
  (191, 'roermond', 21, 'admin', 'Organization', 145);

-- The periodic digest (docs/mail.md): Abel chose a weekly mail with the vacancies within 25 km of
-- postcode 1011 (every theme). His last digest was in August, so the demo vacancies published
-- since are new to him: /dev/mail's "send the periodic mails now" mails them to him once
-- (tests/e2e/digest.spec.ts follows its unsubscribe link). The schedule is set once: the
-- migration's trigger starts a new subscription from now.
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at, periodic_mail)
VALUES
  (8, 'demo', 1, 'abonnee@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Abel', 'Abonnee', 'nl', 'active', '2026-01-05T09:00:00.000Z', 'weekly');
UPDATE users SET digest_postcode = '1011', digest_distance_km = 25, digest_latitude = 52.372,
  digest_longitude = 4.904, digest_since = '2026-08-01T06:00:00.000Z', digest_due_at = '2026-08-08T00:00:00.000Z'
WHERE id = 8 AND tenant_id = 'demo' AND digest_postcode IS NULL;

-- Notifications (docs/notifications.md): a few for the demo volunteer and the demo organization's
-- admin, so the bell and /notificaties show something; read ones and unread ones.
INSERT OR IGNORE INTO notifications (id, tenant_id, user_id, kind, subject_type, subject_id, params, path, read_at, created_at) VALUES
  (1, 'demo', 2, 'application_received', 'Application', 1, '{"vacancy":"Vrijwilliger sportcafé","applicant":"Vera Vrijwilliger"}', '/applications/1', NULL, '2026-11-10T09:00:00.000Z'),
  (2, 'demo', 2, 'application_received', 'Application', 2, '{"vacancy":"Vrijwilliger sportcafé","applicant":"Gijs Gast"}', '/applications/2', '2026-11-09T12:00:00.000Z', '2026-11-09T10:00:00.000Z'),
  (3, 'demo', 2, 'organization_approved', 'Organization', 1, '{"organization":"Sportvereniging De Demo"}', '/organizations/1', '2026-01-06T09:00:00.000Z', '2026-01-05T10:00:00.000Z'),
  (4, 'demo', 1, 'application_answered', 'Application', 1, '{"vacancy":"Vrijwilliger sportcafé","status":"in_progress"}', '/applications/1', NULL, '2026-11-11T09:00:00.000Z');
-- A centre's own pages (docs/content.md): each demo centre starts with its accessibility and
-- privacy statements (the trigger of 0030_pages.sql); the demo centre adds two of its own.
INSERT OR IGNORE INTO pages (id, tenant_id, volunteer_center_id, title, slug, status, body) VALUES
  (1001, 'demo', 1, 'Over de centrale', 'over-de-centrale', 'published',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Vrijwilligerscentrale Demo brengt vrijwilligers en organisaties bij elkaar. Wij helpen u een plek te vinden die bij u past."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Wat wij doen"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Advies over vrijwilligerswerk"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Ondersteuning van organisaties"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Trainingen voor vrijwilligers"}]}]}]}]}'),
  (1002, 'demo', 1, 'Spreekuur', 'spreekuur', 'published',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Elke dinsdag van 10.00 tot 12.00 uur kunt u zonder afspraak binnenlopen."}]}]}'),
  (1003, 'demo', 1, 'Jaarverslag (concept)', 'jaarverslag', 'draft',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Nog niet klaar."}]}]}');


-- Forms (docs/forms.md): every centre has its contact form from the migration's trigger; each demo
-- centre (the trial centres 8 and 9 too) also gets a published registration form with a few
-- submissions. Centre 1's form has a fixed token, so the sweep (tests/sweep/routes.ts) can open
-- /forms/<token>; the others' are random. The seed is repeated on every start: versions and
-- submissions go only to the demo forms (id 9000 + centre), never to a form made since with such an id.
INSERT OR IGNORE INTO forms (id, tenant_id, volunteer_center_id, owner_id, kind, title, status, token, retention_days)
  SELECT 9000 + id, tenant_id, id, CASE id WHEN 1 THEN 4 END, 'custom', 'Aanmelding vrijwilligersdag', 'published',
    CASE id WHEN 1 THEN 'de300000000000000000000000000001' ELSE lower(hex(randomblob(16))) END, 365
  FROM volunteer_centers WHERE id BETWEEN 1 AND 9;
INSERT OR IGNORE INTO form_versions (id, tenant_id, form_id, number, definition)
  SELECT id, tenant_id, id, 1, '{"steps":[{"title":{"nl":"Over jou","en":"About you"}},{"title":{"nl":"Je aanmelding","en":"Your registration"}}],"fields":[{"key":"name","type":"short_text","step":1,"label":{"nl":"Naam","en":"Name"},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[]},{"key":"email","type":"email","step":1,"label":{"nl":"E-mailadres","en":"E-mail address"},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[]},{"key":"phone","type":"phone","step":1,"label":{"nl":"Telefoonnummer","en":"Phone number"},"help":{"nl":"","en":""},"required":false,"min":null,"max":null,"options":[]},{"key":"shift","type":"single_choice","step":2,"label":{"nl":"Dagdeel","en":"Part of the day"},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[{"value":"ochtend","label":{"nl":"Ochtend","en":"Morning"}},{"value":"middag","label":{"nl":"Middag","en":"Afternoon"}}]},{"key":"experience","type":"yes_no","step":2,"label":{"nl":"Heb je eerder meegedaan?","en":"Have you taken part before?"},"help":{"nl":"","en":""},"required":false,"min":null,"max":null,"options":[]},{"key":"remarks","type":"long_text","step":2,"label":{"nl":"Opmerkingen","en":"Remarks"},"help":{"nl":"","en":""},"required":false,"min":null,"max":null,"options":[]},{"key":"consent","type":"consent","step":2,"label":{"nl":"Je gegevens worden alleen voor deze dag gebruikt.","en":"Your details are used for this day only."},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[]}]}' FROM forms WHERE id BETWEEN 9001 AND 9009 AND volunteer_center_id = id - 9000;
INSERT OR IGNORE INTO form_submissions (id, tenant_id, form_id, form_version_id, answers, locale, created_at)
  SELECT id * 10 + 1, tenant_id, id, id, '{"name":"Anna de Jong","email":"anna@example.org","phone":"06 1234 5678","shift":"ochtend","experience":true,"consent":true}', 'nl', '2026-11-20T09:15:00.000Z' FROM forms WHERE id BETWEEN 9001 AND 9009 AND volunteer_center_id = id - 9000;
INSERT OR IGNORE INTO form_submissions (id, tenant_id, form_id, form_version_id, answers, locale, created_at)
  SELECT id * 10 + 2, tenant_id, id, id, '{"name":"Mohammed El Amrani","email":"mohammed@example.org","shift":"middag","experience":false,"remarks":"Ik neem een vriend mee, kan dat?","consent":true}', 'nl', '2026-11-21T14:02:00.000Z' FROM forms WHERE id BETWEEN 9001 AND 9009 AND volunteer_center_id = id - 9000;
INSERT OR IGNORE INTO form_submissions (id, tenant_id, form_id, form_version_id, answers, locale, created_at)
  SELECT id * 10 + 3, tenant_id, id, id, '{"name":"Sanne Bakker","email":"sanne@example.org","shift":"ochtend","consent":true}', 'nl', '2026-11-22T19:40:00.000Z' FROM forms WHERE id BETWEEN 9001 AND 9009 AND volunteer_center_id = id - 9000;
-- Activities (api/migrations/0050_activities.sql, docs/activities.md): the calendar of every
-- centre but meedoen's (activities are off there), some repeating, one waiting for approval, and
-- two workshops per centre. Dates count from the day the seed runs, so the calendar is never empty.
INSERT OR IGNORE INTO activities
  (id, tenant_id, volunteer_center_id, organization_id, kind, title, description, starts_at, ends_at, repeat, repeat_until, last_date, online, place, address, postal_code, latitude, longitude, capacity, status)
VALUES
  (1, 'demo', 1, 1, 'activity', 'Open dag Sportvereniging De Demo', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Kom kennismaken met onze vrijwilligers en sporten mee op het veld."}]}]}', date('now', '+10 days') || 'T10:00', date('now', '+10 days') || 'T16:00', 'none', NULL, date('now', '+10 days'), 0, 'Amsterdam', 'Sportlaan 1', '1011', 52.372, 4.904, 40, 'approved'),
  (2, 'demo', 1, NULL, 'activity', 'Wandelgroep Samen Op Pad', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Elke week wandelen we een uur door het park, in een rustig tempo."}]}]}', date('now', '+3 days') || 'T10:00', date('now', '+3 days') || 'T11:30', 'weekly', date('now', '+180 days'), date('now', '+180 days'), 0, 'Amsterdam', 'Vondelpark (ingang Stadhouderskade)', '1073', 52.355, 4.892, 12, 'approved'),
  (3, 'demo', 1, 3, 'activity', 'Voorleesochtend De Regenboog', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Ouders en vrijwilligers lezen voor aan groep 1 en 2."}]}]}', date('now', '+14 days') || 'T09:00', date('now', '+14 days') || 'T10:30', 'monthly', date('now', '+300 days'), date('now', '+300 days'), 0, 'Amsterdam', 'Schoolstraat 3', '1091', 52.359, 4.909, 8, 'approved'),
  (4, 'demo', 1, 1, 'activity', 'Klusdag sportkantine', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "We knappen de kantine op: verven, schuren en opruimen."}]}]}', date('now', '+21 days') || 'T09:00', date('now', '+21 days') || 'T15:00', 'none', NULL, date('now', '+21 days'), 0, 'Amsterdam', 'Sportlaan 1', '1011', 52.372, 4.904, 2, 'approved'),
  (5, 'demo', 1, NULL, 'activity', 'Online vragenuur vrijwilligerswerk', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Stel je vragen over vrijwilligerswerk aan de medewerkers van de centrale."}]}]}', date('now', '+6 days') || 'T19:30', date('now', '+6 days') || 'T20:30', 'weekly', date('now', '+120 days'), date('now', '+120 days'), 1, NULL, NULL, NULL, NULL, NULL, NULL, 'approved'),
  (6, 'demo', 1, 1, 'activity', 'Zomerkamp jeugd (wacht op goedkeuring)', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Drie dagen kamp voor de jeugdleden; we zoeken begeleiders."}]}]}', date('now', '+40 days') || 'T10:00', date('now', '+40 days') || 'T16:00', 'none', NULL, date('now', '+40 days'), 0, 'Amsterdam', 'Sportlaan 1', '1011', 52.372, 4.904, 10, 'pending'),
  (7, 'demo', 1, NULL, 'workshop', 'Training: het eerste gesprek met een vrijwilliger', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Voor organisaties: hoe voer je een goed kennismakingsgesprek?"}]}]}', date('now', '+12 days') || 'T13:30', date('now', '+12 days') || 'T16:30', 'none', NULL, date('now', '+12 days'), 0, 'Amsterdam', 'Centrale, Damrak 1', '1011', 52.372, 4.904, 16, 'approved'),
  (8, 'demo', 1, NULL, 'workshop', 'Cursus EHBO voor vrijwilligers', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Vier avonden eerste hulp, met certificaat."}]}]}', date('now', '+16 days') || 'T19:00', date('now', '+16 days') || 'T21:30', 'weekly', date('now', '+37 days'), date('now', '+37 days'), 0, 'Amsterdam', 'Centrale, Damrak 1', '1011', 52.372, 4.904, 12, 'approved'),
  (10, 'oldebroek', 2, 10, 'activity', 'Open repetitie Muziekvereniging', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Luister mee en maak kennis met de vereniging."}]}]}', date('now', '+9 days') || 'T19:30', date('now', '+9 days') || 'T21:30', 'none', NULL, date('now', '+9 days'), 0, 'Oldebroek', 'Dorpsstraat 10', NULL, NULL, NULL, 30, 'approved'),
  (11, 'oldebroek', 2, NULL, 'workshop', 'Workshop: vrijwilligers werven', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Praktische tips om nieuwe vrijwilligers te vinden."}]}]}', date('now', '+15 days') || 'T14:00', date('now', '+15 days') || 'T16:00', 'none', NULL, date('now', '+15 days'), 0, 'Oldebroek', 'Centrale', NULL, NULL, NULL, 20, 'approved'),
  (12, 'oldebroek', 2, NULL, 'workshop', 'Training omgaan met privacy', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Wat mag je wel en niet bewaren over je vrijwilligers?"}]}]}', date('now', '+29 days') || 'T19:30', date('now', '+29 days') || 'T21:30', 'none', NULL, date('now', '+29 days'), 1, NULL, NULL, NULL, NULL, NULL, 25, 'approved'),
  (15, 'oldebroek', 7, NULL, 'activity', 'Koffieochtend Hattem', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Elke maand koffie en een praatje voor nieuwe vrijwilligers."}]}]}', date('now', '+5 days') || 'T10:00', date('now', '+5 days') || 'T11:30', 'monthly', date('now', '+240 days'), date('now', '+240 days'), 0, 'Hattem', 'Markt 1', NULL, NULL, NULL, NULL, 'approved'),
  (16, 'oldebroek', 7, NULL, 'workshop', 'Workshop: je eerste vrijwilligersfunctie', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Voor wie wil beginnen met vrijwilligerswerk."}]}]}', date('now', '+11 days') || 'T10:00', date('now', '+11 days') || 'T12:00', 'none', NULL, date('now', '+11 days'), 0, 'Hattem', 'Markt 1', NULL, NULL, NULL, 15, 'approved'),
  (17, 'oldebroek', 7, NULL, 'workshop', 'Training: grenzen stellen', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Hoe bewaak je je eigen grenzen als vrijwilliger?"}]}]}', date('now', '+25 days') || 'T19:30', date('now', '+25 days') || 'T21:30', 'none', NULL, date('now', '+25 days'), 0, 'Hattem', 'Markt 1', NULL, NULL, NULL, 15, 'approved'),
  (20, 'roermond', 3, 20, 'activity', 'Inzameldag Voedselbank', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Help mee met inzamelen bij de supermarkten."}]}]}', date('now', '+8 days') || 'T09:00', date('now', '+8 days') || 'T17:00', 'none', NULL, date('now', '+8 days'), 0, 'Roermond', 'Kerkstraat 20', NULL, NULL, NULL, 25, 'approved'),
  (21, 'roermond', 3, NULL, 'workshop', 'Workshop: in gesprek met klanten', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Voor vrijwilligers die klanten ontvangen."}]}]}', date('now', '+13 days') || 'T13:00', date('now', '+13 days') || 'T15:00', 'none', NULL, date('now', '+13 days'), 0, 'Roermond', 'Centrale', NULL, NULL, NULL, 12, 'approved'),
  (22, 'roermond', 3, NULL, 'workshop', 'Training hygiëne en voedselveiligheid', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Basiskennis voor wie met voedsel werkt."}]}]}', date('now', '+27 days') || 'T19:00', date('now', '+27 days') || 'T21:00', 'weekly', date('now', '+41 days'), date('now', '+41 days'), 0, 'Roermond', 'Centrale', NULL, NULL, NULL, 12, 'approved'),
  (30, 'mas4you', 5, 40, 'activity', 'Taalcafé Maastricht', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Elke week samen Nederlands oefenen."}]}]}', date('now', '+4 days') || 'T15:00', date('now', '+4 days') || 'T16:30', 'weekly', date('now', '+200 days'), date('now', '+200 days'), 0, 'Maastricht', 'Bibliotheek Centre Céramique', NULL, NULL, NULL, NULL, 'approved'),
  (31, 'mas4you', 5, NULL, 'workshop', 'Workshop: lesgeven aan anderstaligen', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Voor taalvrijwilligers."}]}]}', date('now', '+17 days') || 'T10:00', date('now', '+17 days') || 'T12:30', 'none', NULL, date('now', '+17 days'), 0, 'Maastricht', 'Centrale', NULL, NULL, NULL, 14, 'approved'),
  (32, 'mas4you', 5, NULL, 'workshop', 'Training: motiverende gesprekken', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Hoe houd je je deelnemers gemotiveerd?"}]}]}', date('now', '+31 days') || 'T10:00', date('now', '+31 days') || 'T12:30', 'none', NULL, date('now', '+31 days'), 1, NULL, NULL, NULL, NULL, NULL, 20, 'approved'),
  (40, 'public', 6, 50, 'activity', 'Natuurwerkdag', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Samen het landschap onderhouden, in het hele land."}]}]}', date('now', '+18 days') || 'T09:30', date('now', '+18 days') || 'T15:30', 'none', NULL, date('now', '+18 days'), 0, 'Utrecht', 'Verzamelpunt Maliebaan', NULL, NULL, NULL, 60, 'approved'),
  (41, 'public', 6, NULL, 'workshop', 'Webinar: vrijwilligersbeleid', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Hoe schrijf je vrijwilligersbeleid dat werkt?"}]}]}', date('now', '+19 days') || 'T20:00', date('now', '+19 days') || 'T21:00', 'none', NULL, date('now', '+19 days'), 1, NULL, NULL, NULL, NULL, NULL, 100, 'approved'),
  (42, 'public', 6, NULL, 'workshop', 'Training: vrijwilligers begeleiden', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Voor coördinatoren van vrijwilligers."}]}]}', date('now', '+33 days') || 'T13:00', date('now', '+33 days') || 'T16:00', 'none', NULL, date('now', '+33 days'), 0, 'Utrecht', 'Maliebaan 1', NULL, NULL, NULL, 20, 'approved');
INSERT OR IGNORE INTO activity_tags (tenant_id, activity_id, tag_id) VALUES
  ('demo', 1, 1), ('demo', 2, 2), ('demo', 2, 4), ('demo', 3, 3), ('demo', 3, 6), ('demo', 4, 1), ('demo', 5, 2), ('demo', 7, 2), ('demo', 8, 2);

-- Shifts (api/migrations/0150_shifts.sql, docs/shifts-and-hours.md): Sportvereniging De Demo's
-- summer festival, three days with 40 shifts (build-up, bar, entrance, catering, parking,
-- break-down), managed by Bert (beheerder@demo). Vera holds a bar shift; the first entrance
-- shift is full with Victor waiting. tests/sweep/routes.ts opens activity 50 and shift 5001.
INSERT OR IGNORE INTO activities
  (id, tenant_id, volunteer_center_id, organization_id, kind, title, description, starts_at, ends_at, repeat, repeat_until, last_date, online, place, address, postal_code, latitude, longitude, capacity, status)
VALUES
  (50, 'demo', 1, 1, 'activity', 'Zomerfestival De Demo', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Drie dagen muziek, sport en eten op het veld. We zoeken vrijwilligers voor de bar, de entree, de catering en het parkeren: kies een of meer diensten."}]}]}', date('now', '+29 days') || 'T09:00', date('now', '+33 days') || 'T17:00', 'none', NULL, date('now', '+33 days'), 0, 'Amsterdam', 'Sportlaan 1', '1011', 52.372, 4.904, NULL, 'approved');
INSERT OR IGNORE INTO shifts (id, tenant_id, activity_id, starts_at, ends_at, capacity, place, task, cancel_hours) VALUES
  (5001, 'demo', 50, date('now', '+29 days') || 'T09:00', date('now', '+29 days') || 'T13:00', 6, NULL, 'Opbouw', 24),
  (5002, 'demo', 50, date('now', '+29 days') || 'T13:00', date('now', '+29 days') || 'T17:00', 6, NULL, 'Opbouw', 24),
  (5003, 'demo', 50, date('now', '+30 days') || 'T12:00', date('now', '+30 days') || 'T16:00', 4, 'Bartent', 'Bar', 24),
  (5004, 'demo', 50, date('now', '+30 days') || 'T12:00', date('now', '+30 days') || 'T16:00', 2, 'Hoofdingang', 'Entree', 24),
  (5005, 'demo', 50, date('now', '+30 days') || 'T12:00', date('now', '+30 days') || 'T16:00', 3, 'Keukentent', 'Catering', 24),
  (5006, 'demo', 50, date('now', '+30 days') || 'T12:00', date('now', '+30 days') || 'T16:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5007, 'demo', 50, date('now', '+30 days') || 'T16:00', date('now', '+30 days') || 'T20:00', 4, 'Bartent', 'Bar', 24),
  (5008, 'demo', 50, date('now', '+30 days') || 'T16:00', date('now', '+30 days') || 'T20:00', 2, 'Hoofdingang', 'Entree', 24),
  (5009, 'demo', 50, date('now', '+30 days') || 'T16:00', date('now', '+30 days') || 'T20:00', 3, 'Keukentent', 'Catering', 24),
  (5010, 'demo', 50, date('now', '+30 days') || 'T16:00', date('now', '+30 days') || 'T20:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5011, 'demo', 50, date('now', '+30 days') || 'T20:00', date('now', '+31 days') || 'T00:00', 4, 'Bartent', 'Bar', 24),
  (5012, 'demo', 50, date('now', '+30 days') || 'T20:00', date('now', '+31 days') || 'T00:00', 2, 'Hoofdingang', 'Entree', 24),
  (5013, 'demo', 50, date('now', '+30 days') || 'T20:00', date('now', '+31 days') || 'T00:00', 3, 'Keukentent', 'Catering', 24),
  (5014, 'demo', 50, date('now', '+30 days') || 'T20:00', date('now', '+31 days') || 'T00:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5015, 'demo', 50, date('now', '+31 days') || 'T12:00', date('now', '+31 days') || 'T16:00', 4, 'Bartent', 'Bar', 24),
  (5016, 'demo', 50, date('now', '+31 days') || 'T12:00', date('now', '+31 days') || 'T16:00', 2, 'Hoofdingang', 'Entree', 24),
  (5017, 'demo', 50, date('now', '+31 days') || 'T12:00', date('now', '+31 days') || 'T16:00', 3, 'Keukentent', 'Catering', 24),
  (5018, 'demo', 50, date('now', '+31 days') || 'T12:00', date('now', '+31 days') || 'T16:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5019, 'demo', 50, date('now', '+31 days') || 'T16:00', date('now', '+31 days') || 'T20:00', 4, 'Bartent', 'Bar', 24),
  (5020, 'demo', 50, date('now', '+31 days') || 'T16:00', date('now', '+31 days') || 'T20:00', 2, 'Hoofdingang', 'Entree', 24),
  (5021, 'demo', 50, date('now', '+31 days') || 'T16:00', date('now', '+31 days') || 'T20:00', 3, 'Keukentent', 'Catering', 24),
  (5022, 'demo', 50, date('now', '+31 days') || 'T16:00', date('now', '+31 days') || 'T20:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5023, 'demo', 50, date('now', '+31 days') || 'T20:00', date('now', '+32 days') || 'T00:00', 4, 'Bartent', 'Bar', 24),
  (5024, 'demo', 50, date('now', '+31 days') || 'T20:00', date('now', '+32 days') || 'T00:00', 2, 'Hoofdingang', 'Entree', 24),
  (5025, 'demo', 50, date('now', '+31 days') || 'T20:00', date('now', '+32 days') || 'T00:00', 3, 'Keukentent', 'Catering', 24),
  (5026, 'demo', 50, date('now', '+31 days') || 'T20:00', date('now', '+32 days') || 'T00:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5027, 'demo', 50, date('now', '+32 days') || 'T12:00', date('now', '+32 days') || 'T16:00', 4, 'Bartent', 'Bar', 24),
  (5028, 'demo', 50, date('now', '+32 days') || 'T12:00', date('now', '+32 days') || 'T16:00', 2, 'Hoofdingang', 'Entree', 24),
  (5029, 'demo', 50, date('now', '+32 days') || 'T12:00', date('now', '+32 days') || 'T16:00', 3, 'Keukentent', 'Catering', 24),
  (5030, 'demo', 50, date('now', '+32 days') || 'T12:00', date('now', '+32 days') || 'T16:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5031, 'demo', 50, date('now', '+32 days') || 'T16:00', date('now', '+32 days') || 'T20:00', 4, 'Bartent', 'Bar', 24),
  (5032, 'demo', 50, date('now', '+32 days') || 'T16:00', date('now', '+32 days') || 'T20:00', 2, 'Hoofdingang', 'Entree', 24),
  (5033, 'demo', 50, date('now', '+32 days') || 'T16:00', date('now', '+32 days') || 'T20:00', 3, 'Keukentent', 'Catering', 24),
  (5034, 'demo', 50, date('now', '+32 days') || 'T16:00', date('now', '+32 days') || 'T20:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5035, 'demo', 50, date('now', '+32 days') || 'T20:00', date('now', '+33 days') || 'T00:00', 4, 'Bartent', 'Bar', 24),
  (5036, 'demo', 50, date('now', '+32 days') || 'T20:00', date('now', '+33 days') || 'T00:00', 2, 'Hoofdingang', 'Entree', 24),
  (5037, 'demo', 50, date('now', '+32 days') || 'T20:00', date('now', '+33 days') || 'T00:00', 3, 'Keukentent', 'Catering', 24),
  (5038, 'demo', 50, date('now', '+32 days') || 'T20:00', date('now', '+33 days') || 'T00:00', 2, 'Parkeerterrein P1', 'Parkeren', 24),
  (5039, 'demo', 50, date('now', '+33 days') || 'T09:00', date('now', '+33 days') || 'T13:00', 6, NULL, 'Afbouw', 24),
  (5040, 'demo', 50, date('now', '+33 days') || 'T13:00', date('now', '+33 days') || 'T17:00', 6, NULL, 'Afbouw', 24);
INSERT OR IGNORE INTO shift_sign_ups (id, tenant_id, shift_id, user_id, status, queued_at) VALUES
  (1, 'demo', 5003, 1, 'confirmed', '2026-11-20T10:00:00.000Z'),
  (2, 'demo', 5004, 2, 'confirmed', '2026-11-20T10:05:00.000Z'),
  (3, 'demo', 5004, 4, 'confirmed', '2026-11-20T10:06:00.000Z'),
  (4, 'demo', 5004, 5, 'waiting', '2026-11-20T10:10:00.000Z');
-- A guest without an account on the first bar shift (0164_shift_guest_sign_ups.sql): confirmed by
-- the mailed link, named on the roster by the name they gave. The hash is of no known token.
INSERT OR IGNORE INTO shift_sign_ups (id, tenant_id, shift_id, user_id, name, email, locale, token_hash, status, queued_at) VALUES
  (6, 'demo', 5003, NULL, 'Gerrit Gast', 'gerrit.gast@example.org', 'nl', 'demo-guest-0000000000000000000000000000000000000000000000000000000', 'confirmed', '2026-11-20T10:20:00.000Z');

-- The roster's check-in (docs/shifts-and-hours.md): a preparation shift of the festival running
-- today (its local label is the UTC hour plus one, Amsterdam's winter time, so checking in is open
-- whenever the seed ran today), with Vera on it. tests/e2e/hours.spec.ts checks in and out there.
INSERT OR IGNORE INTO shifts (id, tenant_id, activity_id, starts_at, ends_at, capacity, place, task, cancel_hours) VALUES
  (5041, 'demo', 50, strftime('%Y-%m-%dT%H:00', 'now', '+1 hour'), strftime('%Y-%m-%dT%H:00', 'now', '+5 hours'), 4, 'Clubhuis', 'Voorbereiding', 0);
INSERT OR IGNORE INTO shift_sign_ups (id, tenant_id, shift_id, user_id, status, queued_at) VALUES
  (5, 'demo', 5041, 1, 'confirmed', '2026-11-20T11:00:00.000Z');

-- A vacancy's shifts (0182_vacancy_shifts.sql, docs/shifts-and-hours.md): the sportcafé of
-- Sportvereniging De Demo (vacancy 1, managed by Bert) runs on Saturday mornings, six weeks of
-- shifts from the next Saturday. Vera holds the first two, the third is full (Bert and Mila)
-- with Victor waiting. tests/sweep/routes.ts opens vacancy 1's shifts, shift 5101 and the roster.
INSERT OR IGNORE INTO shifts (id, tenant_id, vacancy_id, starts_at, ends_at, capacity, place, task, cancel_hours) VALUES
  (5101, 'demo', 1, date('now', '+1 day', 'weekday 6') || 'T09:00', date('now', '+1 day', 'weekday 6') || 'T13:00', 2, 'Sportcafé', 'Bar', 24),
  (5102, 'demo', 1, date('now', '+1 day', 'weekday 6', '+7 days') || 'T09:00', date('now', '+1 day', 'weekday 6', '+7 days') || 'T13:00', 2, 'Sportcafé', 'Bar', 24),
  (5103, 'demo', 1, date('now', '+1 day', 'weekday 6', '+14 days') || 'T09:00', date('now', '+1 day', 'weekday 6', '+14 days') || 'T13:00', 2, 'Sportcafé', 'Bar', 24),
  (5104, 'demo', 1, date('now', '+1 day', 'weekday 6', '+21 days') || 'T09:00', date('now', '+1 day', 'weekday 6', '+21 days') || 'T13:00', 2, 'Sportcafé', 'Bar', 24),
  (5105, 'demo', 1, date('now', '+1 day', 'weekday 6', '+28 days') || 'T09:00', date('now', '+1 day', 'weekday 6', '+28 days') || 'T13:00', 2, 'Sportcafé', 'Bar', 24),
  (5106, 'demo', 1, date('now', '+1 day', 'weekday 6', '+35 days') || 'T09:00', date('now', '+1 day', 'weekday 6', '+35 days') || 'T13:00', 2, 'Sportcafé', 'Bar', 24);
INSERT OR IGNORE INTO shift_sign_ups (id, tenant_id, shift_id, user_id, status, queued_at) VALUES
  (20, 'demo', 5101, 1, 'confirmed', '2026-11-21T10:00:00.000Z'),
  (21, 'demo', 5102, 1, 'confirmed', '2026-11-21T10:01:00.000Z'),
  (22, 'demo', 5103, 2, 'confirmed', '2026-11-21T10:05:00.000Z'),
  (23, 'demo', 5103, 4, 'confirmed', '2026-11-21T10:06:00.000Z'),
  (24, 'demo', 5103, 5, 'waiting', '2026-11-21T10:10:00.000Z');

-- Hours (api/migrations/0162_hour_records.sql): a year of them. Vera gave three hours a month at
-- the bar of Sportvereniging De Demo (approved by Bert), two of her latest wait for approval;
-- Victor reads to the children of Basisschool De Regenboog every other week (approved) and
-- helped at Gemeente Demodorp's clean-up (pending).
WITH RECURSIVE month(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM month WHERE n < 12)
INSERT OR IGNORE INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, note, status, reviewed_by_id, reviewed_at)
SELECT 100 + n, 'demo', 1, 1, date('now', 'start of month', '-' || n || ' months', '+9 days'), 180, 'Bardienst', 'approved', 2, date('now', 'start of month', '-' || n || ' months', '+12 days') || 'T10:00:00.000Z' FROM month;
INSERT OR IGNORE INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, note, status) VALUES
  (113, 'demo', 1, 1, date('now', '-6 days'), 150, 'Bardienst', 'pending'),
  (114, 'demo', 1, 1, date('now', '-3 days'), 90, 'Opruimen na de wedstrijd', 'pending');
WITH RECURSIVE fortnight(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM fortnight WHERE n < 24)
INSERT OR IGNORE INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, note, status, reviewed_by_id, reviewed_at)
SELECT 200 + n, 'demo', 5, 3, date('now', '-' || (n * 14) || ' days'), 60, 'Voorlezen groep 3', 'approved', 4, date('now', '-' || (n * 14 - 2) || ' days') || 'T10:00:00.000Z' FROM fortnight;
INSERT OR IGNORE INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, note, status) VALUES
  (230, 'demo', 5, 7, date('now', '-10 days'), 240, 'Opschoondag', 'pending');

-- Conversations (docs/conversations.md): Vera's question about the sportcafé to Sportvereniging
-- De Demo (answered, one unread message for Vera), and the club with the centre's staff (one
-- unread message for Bert). tests/sweep/routes.ts opens conversation 1.
INSERT OR IGNORE INTO conversations
  (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic, messages_count, last_message_at, created_at)
VALUES
  (1, 'demo', 'volunteer_organization', 1, 1, 1, 'Vacancy', 1, 'Vrijwilliger sportcafé', 3, '2026-11-12T10:30:00.000Z', '2026-11-12T09:00:00.000Z'),
  (2, 'demo', 'organization_center', 1, 1, NULL, NULL, NULL, 'Sportvereniging De Demo', 2, '2026-11-13T14:00:00.000Z', '2026-11-13T11:00:00.000Z');
INSERT OR IGNORE INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at) VALUES
  (1, 'demo', 1, 1, 'volunteer', 'Hallo! Moet ik ervaring hebben achter de bar, of leer ik het bij jullie?', '2026-11-12T09:00:00.000Z'),
  (2, 'demo', 1, 2, 'organization', 'Geen ervaring nodig: de eerste twee zaterdagen sta je samen met iemand die het al jaren doet.', '2026-11-12T10:00:00.000Z'),
  (3, 'demo', 1, 2, 'organization', 'Je bent van harte welkom om eerst een keer te komen kijken.', '2026-11-12T10:30:00.000Z'),
  (4, 'demo', 2, 2, 'organization', 'Kunnen jullie ons helpen aan een VOG voor onze nieuwe barvrijwilligers?', '2026-11-13T11:00:00.000Z'),
  (5, 'demo', 2, 4, 'center', 'Zeker: vraag hem aan via de gemeente, wij vergoeden de kosten. Ik stuur je de uitleg.', '2026-11-13T14:00:00.000Z');
INSERT OR IGNORE INTO conversation_participants
  (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id, last_message_at, mailed_at)
VALUES
  ('demo', 1, 1, 'volunteer', 1, 2, '2026-11-12T10:30:00.000Z', '2026-11-12T10:00:00.000Z'),
  ('demo', 1, 2, 'organization', 0, 3, '2026-11-12T10:30:00.000Z', '2026-11-12T09:00:00.000Z'),
  ('demo', 2, 2, 'organization', 1, 4, '2026-11-13T14:00:00.000Z', '2026-11-13T14:00:00.000Z'),
  ('demo', 2, 4, 'center', 0, 5, '2026-11-13T14:00:00.000Z', '2026-11-13T11:00:00.000Z');
-- A conversation about a shift (docs/conversations.md, 0179_shift_conversations.sql): Bert asks
-- Vera, from the festival's roster, to come earlier to her bar shift; she answers. Both read, and
-- older than the others, so neither inbox's first row nor unread count changes.
INSERT OR IGNORE INTO conversations
  (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic, messages_count, last_message_at, created_at)
SELECT 4, 'demo', 'volunteer_organization', 1, 1, 1, 'Shift', s.id,
  a.title || ' – ' || s.task || ' (' || substr(s.starts_at, 1, 10) || ' ' || substr(s.starts_at, 12, 5) || ')', 2,
  '2026-11-10T18:30:00.000Z', '2026-11-10T18:00:00.000Z'
FROM shifts s JOIN activities a ON a.tenant_id = s.tenant_id AND a.id = s.activity_id
WHERE s.tenant_id = 'demo' AND s.id = 5003;
INSERT OR IGNORE INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at) VALUES
  (8, 'demo', 4, 2, 'organization', 'Kun je een half uur eerder komen om de bar op te bouwen?', '2026-11-10T18:00:00.000Z'),
  (9, 'demo', 4, 1, 'volunteer', 'Prima, ik ben er een half uur eerder.', '2026-11-10T18:30:00.000Z');
INSERT OR IGNORE INTO conversation_participants
  (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id, last_message_at, mailed_at)
VALUES
  ('demo', 4, 2, 'organization', 0, 9, '2026-11-10T18:30:00.000Z', '2026-11-10T18:30:00.000Z'),
  ('demo', 4, 1, 'volunteer', 0, 9, '2026-11-10T18:30:00.000Z', '2026-11-10T18:00:00.000Z');
INSERT OR IGNORE INTO notifications (id, tenant_id, user_id, kind, subject_type, subject_id, params, path, read_at, created_at) VALUES
  (5, 'demo', 1, 'message_received', 'Conversation', 1, '{"sender":"Sportvereniging De Demo","topic":"Vrijwilliger sportcafé"}', '/conversations/1', NULL, '2026-11-12T10:00:00.000Z'),
  (6, 'demo', 2, 'message_received', 'Conversation', 2, '{"sender":"Vrijwilligerscentrale Demo","topic":"Sportvereniging De Demo"}', '/conversations/2', NULL, '2026-11-13T14:00:00.000Z');
-- When the demo accounts last signed in, so the users list has the column filled (docs/users.md).
UPDATE users SET last_sign_in_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (id * 7) || ' hours')
WHERE tenant_id = 'demo' AND id IN (1, 2, 4, 5) AND last_sign_in_at IS NULL;
-- The demo centre's staff were told of a new volunteer (docs/users.md "Told of sign-ups").
INSERT OR IGNORE INTO notifications (id, tenant_id, user_id, kind, subject_type, subject_id, params, path, read_at, created_at) VALUES
  (4901, 'demo', 4, 'user_signed_up', 'User', 1, '{"volunteer":"Vera Vrijwilliger"}', '/users/1', NULL, '2026-11-14T09:00:00.000Z');
-- News (docs/content.md): two items in every demo centre, the demo centre one pinned and one
-- scheduled far ahead (it shows as "Gepland" on /content and nowhere else).
INSERT OR IGNORE INTO news_items (id, tenant_id, volunteer_center_id, title, slug, summary, body, published_at, pinned)
  SELECT 2000 + id, tenant_id, id, 'Vrijwilligers gezocht voor de winter', 'vrijwilligers-gezocht-voor-de-winter',
    'Organisaties zoeken deze winter extra handen: voor de voedselbank, de buurtbus en het inloophuis.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Deze winter zoeken organisaties extra vrijwilligers. Kijk bij de vacatures wat bij u past."}]}]}',
    '2026-11-01T09:00:00.000Z', 0
  FROM volunteer_centers WHERE id BETWEEN 1 AND 7;
INSERT OR IGNORE INTO news_items (id, tenant_id, volunteer_center_id, title, slug, summary, body, published_at, pinned)
  SELECT 2100 + id, tenant_id, id, 'Vrijwilligersprijs uitgereikt', 'vrijwilligersprijs-uitgereikt',
    'De jaarlijkse vrijwilligersprijs ging dit jaar naar de vrijwilligers van het buurthuis.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Op de vrijwilligersavond reikte de wethouder de prijs uit."}]}]}',
    '2026-10-15T18:00:00.000Z', 0
  FROM volunteer_centers WHERE id BETWEEN 1 AND 7;
UPDATE news_items SET pinned = 1 WHERE id = 2101 AND tenant_id = 'demo';
INSERT OR IGNORE INTO news_items (id, tenant_id, volunteer_center_id, title, slug, summary, body, published_at, pinned) VALUES
  (2201, 'demo', 1, 'Nieuwjaarsborrel', 'nieuwjaarsborrel', 'Alle vrijwilligers zijn welkom op onze nieuwjaarsborrel.',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Save the date!"}]}]}', '2099-01-05T16:00:00.000Z', 0);

-- The demo centre's menus: its pages in the header (Spreekuur under Over de centrale), the news,
-- and the two statements in the footer.
INSERT OR IGNORE INTO menu_items (id, tenant_id, volunteer_center_id, menu, label, page_id, news_item_id, path, parent_id, position) VALUES
  (3001, 'demo', 1, 'header', 'Over ons', 1001, NULL, NULL, NULL, 1),
  (3002, 'demo', 1, 'header', 'Spreekuur', 1002, NULL, NULL, 3001, 1),
  (3003, 'demo', 1, 'header', 'Nieuws', NULL, NULL, '/nieuws', NULL, 2);
INSERT OR IGNORE INTO menu_items (id, tenant_id, volunteer_center_id, menu, label, page_id, position)
  SELECT 3010 + (kind = 'privacy'), tenant_id, volunteer_center_id, 'footer',
    CASE kind WHEN 'privacy' THEN 'Privacy' ELSE 'Toegankelijkheid' END, id, 1 + (kind = 'privacy')
  FROM pages WHERE tenant_id = 'demo' AND volunteer_center_id = 1 AND kind IN ('accessibility', 'privacy');

-- Every other demo centre (2-7) gets a page of its own in the header menu ("Over ons"), the news
-- beside it, and its two statements in the footer, so each demo site shows its menus (issue 26).
-- The menu rows are read from the pages, so a re-run where staff took the slug adds no dangling link.
INSERT OR IGNORE INTO pages (id, tenant_id, volunteer_center_id, title, slug, status, body)
  SELECT 1100 + id, tenant_id, id, 'Over de centrale', 'over-de-centrale', 'published',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"' || name || ' brengt vrijwilligers en organisaties bij elkaar. Kom langs of bel ons: wij helpen u een plek te vinden die bij u past."}]}]}'
  FROM volunteer_centers WHERE id BETWEEN 2 AND 7;
INSERT OR IGNORE INTO menu_items (id, tenant_id, volunteer_center_id, menu, label, page_id, position)
  SELECT 3100 + volunteer_center_id, tenant_id, volunteer_center_id, 'header', 'Over ons', id, 1
  FROM pages WHERE id = 1100 + volunteer_center_id AND volunteer_center_id BETWEEN 2 AND 7;
INSERT OR IGNORE INTO menu_items (id, tenant_id, volunteer_center_id, menu, label, path, position)
  SELECT 3200 + id, tenant_id, id, 'header', 'Nieuws', '/nieuws', 2 FROM volunteer_centers WHERE id BETWEEN 2 AND 7;
INSERT OR IGNORE INTO menu_items (id, tenant_id, volunteer_center_id, menu, label, page_id, position)
  SELECT 3300 + volunteer_center_id * 2 + (kind = 'privacy'), tenant_id, volunteer_center_id, 'footer',
    CASE kind WHEN 'privacy' THEN 'Privacy' ELSE 'Toegankelijkheid' END, id, 1 + (kind = 'privacy')
  FROM pages WHERE volunteer_center_id BETWEEN 2 AND 7 AND kind IN ('accessibility', 'privacy');

-- Volunteer profiles (issue 23, docs/volunteer-profiles.md): a dozen published profiles of the demo
-- centre for /vrijwilligerspool (accounts without a password: they are shown, nobody signs in
-- as them). The postcode area only, never an address.
INSERT OR IGNORE INTO users (id, tenant_id, volunteer_center_id, email, first_name, last_name, locale, status, confirmed_at) VALUES
  (2301, 'demo', 1, 'profiel1@demo.example.org', 'Amira', 'Bakker', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2302, 'demo', 1, 'profiel2@demo.example.org', 'Bram', 'de Vries', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2303, 'demo', 1, 'profiel3@demo.example.org', 'Chantal', 'Jansen', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2304, 'demo', 1, 'profiel4@demo.example.org', 'Daan', 'Visser', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2305, 'demo', 1, 'profiel5@demo.example.org', 'Esra', 'Yilmaz', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2306, 'demo', 1, 'profiel6@demo.example.org', 'Freek', 'Smit', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2307, 'demo', 1, 'profiel7@demo.example.org', 'Gina', 'Mulder', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2308, 'demo', 1, 'profiel8@demo.example.org', 'Hassan', 'El Amrani', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2309, 'demo', 1, 'profiel9@demo.example.org', 'Iris', 'de Boer', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2310, 'demo', 1, 'profiel10@demo.example.org', 'Jeroen', 'Hendriks', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2311, 'demo', 1, 'profiel11@demo.example.org', 'Kim', 'van Dijk', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2312, 'demo', 1, 'profiel12@demo.example.org', 'Lotte', 'Peters', 'nl', 'active', '2026-01-05T09:00:00.000Z');
INSERT OR IGNORE INTO volunteer_profiles
  (user_id, tenant_id, volunteer_center_id, published, published_at, introduction, skills, availability, hours_per_week, postcode_area, latitude, longitude, travel_km, visible_fields)
VALUES
  (2301, 'demo', 1, 1, '2026-01-10T10:00:00.000Z', 'Ik kook graag voor grote groepen en help bij de voedselbank.', 'Koken, hygiëne', 4161, 6, '1011', 52.372, 4.904, 10, 63),
  (2302, 'demo', 1, 1, '2026-02-11T10:00:00.000Z', 'Oud-trainer, wil graag jeugd leren voetballen.', 'Trainen, EHBO', 34848, 4, '1016', 52.372, 4.883, 5, 63),
  (2303, 'demo', 1, 1, '2026-03-12T10:00:00.000Z', 'Taalmaatje voor nieuwkomers, geduldig en nieuwsgierig.', 'Nederlands, Engels, Arabisch', 130, 3, '1025', 52.4, 4.933, 10, 63),
  (2304, 'demo', 1, 1, '2026-04-13T10:00:00.000Z', 'Student biologie, buiten aan het werk in het groen.', 'Snoeien, vogels tellen', 360448, 8, '1055', 52.38, 4.848, 25, 63),
  (2305, 'demo', 1, 1, '2026-05-14T10:00:00.000Z', 'Museumliefhebber, rondleidingen geven lijkt me mooi.', 'Rondleiden, Turks', 589824, 4, '1073', 52.355, 4.892, 10, 31),
  (2306, 'demo', 1, 1, '2026-06-15T10:00:00.000Z', 'Gepensioneerd boekhouder, help met de administratie.', 'Boekhouden, Excel', 520, 6, '1081', 52.333, 4.865, 5, 63),
  (2307, 'demo', 1, 1, '2026-07-16T10:00:00.000Z', 'Ik wandel graag met ouderen en speel spelletjes.', 'Gezelschap, rijbewijs', 1170, 10, '1091', 52.359, 4.909, 10, 63),
  (2308, 'demo', 1, 1, '2026-08-17T10:00:00.000Z', 'Sportief, help graag bij toernooien en sportdagen.', 'Scheidsrechter, EHBO', 360448, 5, '1092', 52.358, 4.92, 25, 63),
  (2309, 'demo', 1, 1, '2026-09-18T10:00:00.000Z', 'Huiswerkbegeleiding voor kinderen, vooral rekenen.', 'Rekenen, bijles', 8322, 4, '1094', 52.363, 4.938, 5, 55),
  (2310, 'demo', 1, 1, '2026-01-19T10:00:00.000Z', 'Klusjesman, repareer fietsen in het repaircafé.', 'Fietsen, elektra', 32768, 3, '1103', 52.317, 4.956, 15, 63),
  (2311, 'demo', 1, 1, '2026-02-20T10:00:00.000Z', 'Ik maak muziek en help bij culturele evenementen.', 'Geluidstechniek, piano', 147456, 4, '1182', 52.325, 4.844, 25, 63),
  (2312, 'demo', 1, 1, '2026-03-21T10:00:00.000Z', 'Dierenliefhebber, wil helpen in het dierenasiel.', 'Honden uitlaten', 524808, 6, '1234', 52.37, 4.898, 10, 63);
INSERT OR IGNORE INTO volunteer_profile_tags (tenant_id, user_id, tag_id) VALUES
  ('demo', 2301, 2),
  ('demo', 2301, 7),
  ('demo', 2302, 1),
  ('demo', 2302, 6),
  ('demo', 2303, 3),
  ('demo', 2304, 4),
  ('demo', 2304, 8),
  ('demo', 2305, 5),
  ('demo', 2306, 7),
  ('demo', 2307, 2),
  ('demo', 2308, 1),
  ('demo', 2309, 6),
  ('demo', 2309, 3),
  ('demo', 2310, 8),
  ('demo', 2310, 7),
  ('demo', 2311, 5),
  ('demo', 2311, 6),
  ('demo', 2312, 4);

-- tests/e2e/volunteer-profiles.spec.ts: one volunteer per Playwright project, who publishes a
-- profile and accepts a reply (same password as every demo user; the digest is user 1's).
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (2320, 'demo', 1, 'pim@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Pim', 'Profiel', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2321, 'demo', 1, 'roos@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Roos', 'Profiel', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  -- The profile photo's e2e (no-js Fenna, js Joost): they start without a profile.
  (2322, 'demo', 1, 'fenna@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Fenna', 'Foto', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2323, 'demo', 1, 'joost@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Joost', 'Foto', 'nl', 'active', '2026-01-05T09:00:00.000Z');

-- A co-admin invitation of organization 1 waiting to be accepted (docs/organization-admins.md):
-- its mailed link is /organizations/invitation?token=demo-beheerder-uitnodiging (the sweep opens
-- it). Sent again at every seed, so the link stays within its 14 days.
INSERT INTO organization_admin_invitations (id, tenant_id, organization_id, email, locale, token_digest, invited_by_id, sent_at) VALUES
  (1, 'demo', 1, 'nieuwe-beheerder@demo.example.org', 'nl', 'ee1ed6383cc5c7c2ea2263aaa67e523b04dfe7bc9a351ace646cfc9e873cef48',
   (SELECT id FROM users WHERE tenant_id = 'demo' AND email = 'beheerder@demo.example.org'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (id) DO UPDATE SET sent_at = excluded.sent_at, token_digest = excluded.token_digest, accepted_at = NULL;

-- One-on-one help (docs/one-on-one-help.md; "burenhulp" on roermond): staff at Roermond and at
-- the public tenant, a volunteer at Roermond who helps, and a few requests (open, matched, done).
-- tests/e2e/one-on-one-help.spec.ts signs in as these (same password as every demo user).
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (2401, 'roermond', 3, 'medewerker@roermond.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Mila', 'Roermond', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2402, 'roermond', 3, 'hulp@roermond.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Henk', 'Helpt', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2403, 'public', 6, 'medewerker@public.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Mila', 'Public', 'nl', 'active', '2026-01-05T09:00:00.000Z');

INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (2401, 'roermond', 2401, 'staff', 'VolunteerCenter', 3),
  (2403, 'public', 2403, 'staff', 'VolunteerCenter', 6);

-- Confirmed already: the token hashes are placeholders no mailed link carries.
INSERT OR IGNORE INTO help_requests
  (id, tenant_id, volunteer_center_id, name, email, phone, what, how_often, area, status, token_hash, volunteer_id, follow_up, confirmed_at, matched_at, created_at, updated_at)
VALUES
  (1, 'roermond', 3, 'Truus Smeets', 'truus@example.org', '0475 123456', 'Wie wil er elke week met mij boodschappen doen? Ik kan niet meer goed lopen.', 'weekly', 'Donderberg', 'open', 'demo-help-1', NULL, NULL,
   '2026-01-12T09:00:00.000Z', NULL, '2026-01-12T08:55:00.000Z', '2026-01-12T09:00:00.000Z'),
  (2, 'roermond', 3, 'Sjef Janssen', 'sjef@example.org', NULL, 'Ik zoek iemand om samen een stukje te wandelen met de rollator.', 'weekly', 'Roermond-Oost', 'matched', 'demo-help-2', 2402, 'Henk gaat op dinsdagmiddag.',
   '2026-01-08T10:00:00.000Z', '2026-01-09T14:00:00.000Z', '2026-01-08T09:50:00.000Z', '2026-01-09T14:00:00.000Z'),
  (3, 'roermond', 3, 'Mia Peeters', 'mia@example.org', NULL, 'Hulp bij het ophangen van een lamp.', 'once', 'Swalmen', 'closed', 'demo-help-3', 2402, 'De lamp hangt. Afgerond.',
   '2026-01-02T10:00:00.000Z', '2026-01-03T10:00:00.000Z', '2026-01-02T09:40:00.000Z', '2026-01-05T10:00:00.000Z'),
  (4, 'public', 6, 'Ahmed El Amrani', 'ahmed@example.org', NULL, 'Wie helpt mij met het invullen van formulieren van de gemeente?', 'monthly', 'Amersfoort-Noord', 'open', 'demo-help-4', NULL, NULL,
   '2026-01-11T12:00:00.000Z', NULL, '2026-01-11T11:50:00.000Z', '2026-01-11T12:00:00.000Z'),
  (5, 'public', 6, 'Gerda de Vries', 'gerda@example.org', '033 1234567', 'Af en toe een kopje koffie en een praatje.', 'now_and_then', 'Amersfoort-Centrum', 'open', 'demo-help-5', NULL, NULL,
   '2026-01-13T15:00:00.000Z', NULL, '2026-01-13T14:45:00.000Z', '2026-01-13T15:00:00.000Z');

INSERT OR IGNORE INTO help_offers (id, tenant_id, help_request_id, volunteer_id, message, created_at) VALUES
  (1, 'roermond', 1, 20, 'Ik woon vlakbij en heb op donderdag tijd.', '2026-01-12T12:00:00.000Z');
-- The match of request 2 continues as a conversation between Henk and the centre's staff
-- (docs/one-on-one-help.md "The conversation"): Mila's first message, Henk's answer (unread for Mila).
INSERT OR IGNORE INTO conversations
  (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic, messages_count, last_message_at, created_at)
VALUES
  (3, 'roermond', 'volunteer_center', 3, NULL, 2402, 'HelpRequest', 2, 'Ik zoek iemand om samen een stukje te wandelen met de rollator.', 2,
   '2026-01-09T16:00:00.000Z', '2026-01-09T14:00:00.000Z');
INSERT OR IGNORE INTO messages (id, tenant_id, conversation_id, sender_id, side, body, created_at) VALUES
  (6, 'roermond', 3, 2401, 'center', 'Je bent gekoppeld aan de hulpvraag “Ik zoek iemand om samen een stukje te wandelen met de rollator.” (Roermond-Oost). De naam van de hulpvrager en hoe je die bereikt staan bij de hulpvraag. Vragen erover stel je hier aan de vrijwilligerscentrale.', '2026-01-09T14:00:00.000Z'),
  (7, 'roermond', 3, 2402, 'volunteer', 'Dank je! Ik heb Sjef gebeld; we lopen dinsdagmiddag de eerste keer. Is er een rollator-vriendelijke route bekend?', '2026-01-09T16:00:00.000Z');
INSERT OR IGNORE INTO conversation_participants
  (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id, last_message_at, mailed_at)
VALUES
  ('roermond', 3, 2401, 'center', 1, 6, '2026-01-09T16:00:00.000Z', NULL),
  ('roermond', 3, 2402, 'volunteer', 0, 7, '2026-01-09T16:00:00.000Z', '2026-01-09T14:00:00.000Z');
-- "Are your details still correct?" (issue 19, docs/organization-checks.md): Sportvereniging De
-- Demo checked its entry a month ago; Voedselbank Amsterdam-Oost last did two years ago, so staff
-- see it on /organizations/unmanaged and its page says "over a year ago". Relative to the seed's
-- day, so the demo stays as described.
INSERT INTO organization_checks (organization_id, tenant_id, checked_at) VALUES
  (1, 'demo', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days')),
  (100, 'demo', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days'))
  ON CONFLICT (organization_id) DO UPDATE SET checked_at = excluded.checked_at;

-- Proposed edits (issue 19, docs/organization-edit-proposals.md). Bert (beheerder@demo), a member
-- of Basisschool De Regenboog, proposed a new phone number and website; it waits for the centre's
-- staff (the school has no admin of its own), so the dashboard and /organizations/proposals show
-- it. Two Buurtkamers for tests/e2e/organization-edit-proposals.spec.ts (one per Playwright
-- project): Lotte (lid@demo) is their member, Bas (buurtkamer@demo) their admin.
INSERT OR IGNORE INTO organization_edit_proposals (id, tenant_id, organization_id, user_id, note, changes, created_at, updated_at) VALUES
  (1, 'demo', 3, 2, 'Het oude nummer is afgesloten sinds de verbouwing.',
   '{"phone":"020-7654321","website":"https://regenboog-school.example.org"}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'));
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status) VALUES
  (180, 'demo', 1, 'Buurtkamer Oost', 'Association', 'approved'),
  (181, 'demo', 1, 'Buurtkamer West', 'Association', 'approved');
INSERT OR IGNORE INTO organization_profiles
  (id, tenant_id, organization_id, description, website, phone, email, logo_url) VALUES
  (180, 'demo', 180, 'Koffie, spelletjes en een luisterend oor in Demodorp-Oost.', NULL, '010-1800180', 'oost@buurtkamer.example.org', NULL),
  (181, 'demo', 181, 'Koffie, spelletjes en een luisterend oor in Demodorp-West.', NULL, '010-1810181', 'west@buurtkamer.example.org', NULL);
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status, confirmed_at)
VALUES
  (2501, 'demo', 1, 'lid@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Lotte', 'Lid', 'nl', 'active', '2026-01-05T09:00:00.000Z'),
  (2502, 'demo', 1, 'buurtkamer@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Bas', 'Buurtkamer', 'nl', 'active', '2026-01-05T09:00:00.000Z');
INSERT OR IGNORE INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES
  (2501, 'demo', 2501, 'member', 'Organization', 180),
  (2502, 'demo', 2501, 'member', 'Organization', 181),
  (2503, 'demo', 2502, 'admin', 'Organization', 180),
  (2504, 'demo', 2502, 'admin', 'Organization', 181);

-- An organization's donation page (migration 0160): the food bank's page links it.
UPDATE organization_profiles SET donation_url = 'https://voedselbank-oost.example.org/doneren' WHERE tenant_id = 'demo' AND organization_id = 100;

-- The themes' kinds (migration 0161): the social map groups its filters by them.
UPDATE tags SET kind = 'activity' WHERE tenant_id = 'demo' AND name IN ('Sport', 'Zorg en welzijn', 'Taal', 'Natuur en dieren', 'Cultuur', 'Duurzaamheid');
UPDATE tags SET kind = 'audience' WHERE tenant_id = 'demo' AND name IN ('Jeugd', 'Armoede');

-- A deleted account within its grace period (decision 0017): the demo centre's staff find it on
-- /users/deleted and can restore it, with its membership of Buurtkamer Oost.
INSERT OR IGNORE INTO users
  (id, tenant_id, volunteer_center_id, email, password_digest, first_name, last_name, locale, status,
   status_before_deletion, confirmed_at, deleted_at, removal_due_at)
VALUES
  (2601, 'demo', 1, 'verwijderd@demo.example.org',
   'pbkdf2-sha256$100000$dDdlQsLtFUvli9p974dnmQ==$kFBA5k4JudvM0X22IOrg7KJxgprOmqoHAGURpiZB15g=',
   'Daan', 'Verwijderd', 'nl', 'archived', 'active', '2026-01-05T09:00:00.000Z',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+25 days'));
INSERT OR IGNORE INTO held_roles (id, tenant_id, user_id, name, resource_type, resource_id, created_at, updated_at) VALUES
  (2601, 'demo', 2601, 'member', 'Organization', 180, '2026-02-01T09:00:00.000Z', '2026-02-01T09:00:00.000Z');
