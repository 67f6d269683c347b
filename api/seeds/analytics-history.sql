-- Two past years and the last twelve months of the demo centre for /analytics (docs/analytics.md), kept apart from today's
-- demo data: an archived organization whose archived vacancies were published in 2023 and 2024,
-- with guest applications. tests/e2e/figures.spec.ts counts them by hand:
--   2024: 12 vacancies (one on the 15th of each month), each 5 applications on the 20th of its
--         month and 2 of those accepted on the 25th: 12 published, 60 applications, 24 accepted.
--   2023: 6 vacancies (January to June), each 5 applications and 1 accepted: 6, 30, 6.
--   Place: even months Amsterdam, odd months Demodorp. Theme: all Zorg en welzijn (tag 2);
--   January to March also Taal (tag 3).
-- Safe to run again (INSERT OR IGNORE on fixed ids); the roll-up cron counts them at start-up.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at) VALUES
  (190, 'demo', 1, 'Stichting Buurtfonds (opgeheven)', 'Foundation', 'archived', '2022-06-01T09:00:00.000Z');

INSERT OR IGNORE INTO vacancies (id, tenant_id, organization_id, title, status, city, published_at, created_at)
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 17)
SELECT 9000 + i, 'demo', 190, 'Buurtfonds vacature ' || (i + 1), 'archived',
  CASE WHEN (CASE WHEN i < 12 THEN i + 1 ELSE i - 11 END) % 2 = 0 THEN 'Amsterdam' ELSE 'Demodorp' END,
  printf('%d-%02d-15T09:00:00.000Z', CASE WHEN i < 12 THEN 2024 ELSE 2023 END, CASE WHEN i < 12 THEN i + 1 ELSE i - 11 END),
  printf('%d-%02d-14T09:00:00.000Z', CASE WHEN i < 12 THEN 2024 ELSE 2023 END, CASE WHEN i < 12 THEN i + 1 ELSE i - 11 END)
FROM n;

INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id)
SELECT 'demo', id, 2 FROM vacancies WHERE id BETWEEN 9000 AND 9017;
INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id)
SELECT 'demo', id, 3 FROM vacancies WHERE id IN (9000, 9001, 9002, 9012, 9013, 9014);

-- Five per vacancy: j = 0..4; in 2024 j < 2 accepted, in 2023 j < 1.
INSERT OR IGNORE INTO applications (id, tenant_id, vacancy_id, name, email, motivation, status, created_at, updated_at, status_changed_at, answered_at)
WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < 89)
SELECT 90000 + k, 'demo', v.id, 'Buurtfonds gast', 'buurtfonds@example.org', 'Graag.',
  CASE WHEN k % 5 < (CASE WHEN v.id < 9012 THEN 2 ELSE 1 END) THEN 'accepted' ELSE 'declined' END,
  substr(v.published_at, 1, 8) || '20T10:00:00.000Z',
  substr(v.published_at, 1, 8) || '25T10:00:00.000Z',
  substr(v.published_at, 1, 8) || '25T10:00:00.000Z',
  substr(v.published_at, 1, 8) || '25T10:00:00.000Z'
FROM n JOIN vacancies v ON v.id = 9000 + k / 5;

-- The last twelve months, relative to the day the demo data is seeded, so a newcomer's charts of
-- the default period are not empty: an organization that closed this month (archived, so nothing
-- of it shows in public lists), a vacancy published m*30+20 days ago for m = 0..11, each with
-- 4 + (5m mod 7) guest applications one to five days after it, the first two accepted and the rest
-- declined two days after their application. Theme Zorg en welzijn, every third also Taal; places
-- alternate between Amsterdam and Demodorp.
INSERT OR IGNORE INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at) VALUES
  (192, 'demo', 1, 'Stichting Oogstfeest (gestopt)', 'Foundation', 'archived', strftime('%Y-%m-%dT09:00:00.000Z', 'now', '-400 days'));

INSERT OR IGNORE INTO vacancies (id, tenant_id, organization_id, title, status, city, published_at, created_at)
WITH RECURSIVE n(m) AS (SELECT 0 UNION ALL SELECT m + 1 FROM n WHERE m < 11)
SELECT 9200 + m, 'demo', 192, 'Oogstfeest vacature ' || (12 - m), 'archived',
  CASE WHEN m % 2 = 0 THEN 'Amsterdam' ELSE 'Demodorp' END,
  strftime('%Y-%m-%dT09:00:00.000Z', 'now', printf('-%d days', m * 30 + 20)),
  strftime('%Y-%m-%dT09:00:00.000Z', 'now', printf('-%d days', m * 30 + 21))
FROM n;

INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id)
SELECT 'demo', id, 2 FROM vacancies WHERE id BETWEEN 9200 AND 9211;
INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id)
SELECT 'demo', id, 3 FROM vacancies WHERE id BETWEEN 9200 AND 9211 AND (id - 9200) % 3 = 0;

INSERT OR IGNORE INTO applications (id, tenant_id, vacancy_id, name, email, motivation, status, created_at, updated_at, status_changed_at, answered_at)
WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < 119),
  rows(k, m, j, created) AS (
    SELECT k, k / 10, k % 10, strftime('%Y-%m-%dT10:00:00.000Z', 'now', printf('-%d days', (k / 10) * 30 + 20 - (k % 10) % 5 - 1))
    FROM n WHERE k % 10 < 4 + ((k / 10) * 5) % 7)
SELECT 92000 + k, 'demo', 9200 + m, 'Oogstfeest gast', 'oogstfeest@example.org', 'Graag.',
  CASE WHEN j < 2 THEN 'accepted' ELSE 'declined' END,
  created,
  strftime('%Y-%m-%dT10:00:00.000Z', created, '+2 days'),
  strftime('%Y-%m-%dT10:00:00.000Z', created, '+2 days'),
  strftime('%Y-%m-%dT10:00:00.000Z', created, '+2 days')
FROM rows;
