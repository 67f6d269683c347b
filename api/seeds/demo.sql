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
   'Sanne', 'Superbeheer', 'en', 'active', '2026-01-05T09:00:00.000Z'),
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

INSERT OR IGNORE INTO applications (id, tenant_id, vacancy_id, user_id, name, email, phone, locale, motivation, status) VALUES
  (1, 'demo', 1, 1, 'Vera Vrijwilliger', 'vrijwilliger@demo.example.org', NULL, 'nl', 'Ik sta graag achter de bar en ken de club al jaren.', 'new'),
  (2, 'demo', 1, NULL, 'Gijs Gast', 'gijs@example.org', '0612345678', 'nl', 'Ik woon om de hoek en heb op zaterdag tijd.', 'in_progress');
