-- Two past years of the demo centre for /analytics (docs/analytics.md), kept apart from today's
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
