-- A vacancy can have shifts as an activity can (issue 48, docs/shifts-and-hours.md): a shift
-- belongs to exactly one of the two, `activity_id` or `vacancy_id` (the CHECK). SQLite cannot drop
-- the NOT NULL of `activity_id`, so `shifts` is rebuilt with its ids.
--
-- D1 runs a migration with foreign keys enforced, and a DROP TABLE of a parent deletes its
-- children first (0137_help_request_conversations.sql): dropping `shifts` would delete every
-- shift sign-up and reminder and clear hour_records.shift_id. So those rows are copied aside
-- first and put back once the new table holds the name. The children's REFERENCES name `shifts`,
-- which after the rename is the new table; hour_records keeps its triggers, as it is not rebuilt
-- (its triggers fire on status, minutes, date, organization and user, never on shift_id).
-- api/src/db/rebuild-0182.test.ts runs this file over a database holding all of them.
CREATE TABLE shift_sign_ups_kept AS SELECT * FROM shift_sign_ups;
CREATE TABLE shift_reminders_kept AS SELECT * FROM shift_reminders;
CREATE TABLE hour_record_shifts_kept AS SELECT id, shift_id FROM hour_records WHERE shift_id IS NOT NULL;

CREATE TABLE shifts_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  activity_id INTEGER REFERENCES activities (id) ON DELETE CASCADE,
  vacancy_id INTEGER REFERENCES vacancies (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  capacity INTEGER NOT NULL CHECK (capacity >= 1),
  place TEXT,
  task TEXT,
  -- A volunteer may cancel until this many hours before the start.
  cancel_hours INTEGER NOT NULL DEFAULT 24 CHECK (cancel_hours >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The check-in link's key (0163_shift_check_in_keys.sql).
  check_in_key TEXT,
  -- Exactly one parent: an activity or a vacancy.
  CHECK ((activity_id IS NULL) <> (vacancy_id IS NULL))
);
INSERT INTO shifts_new (id, tenant_id, activity_id, starts_at, ends_at, capacity, place, task, cancel_hours, created_at, updated_at, check_in_key)
  SELECT id, tenant_id, activity_id, starts_at, ends_at, capacity, place, task, cancel_hours, created_at, updated_at, check_in_key FROM shifts;
DROP TABLE shifts;
ALTER TABLE shifts_new RENAME TO shifts;

CREATE INDEX shifts_activity ON shifts (tenant_id, activity_id, starts_at);
CREATE INDEX shifts_vacancy ON shifts (tenant_id, vacancy_id, starts_at) WHERE vacancy_id IS NOT NULL;
CREATE UNIQUE INDEX shifts_check_in_key ON shifts (check_in_key) WHERE check_in_key IS NOT NULL;
-- The daily cron looks for tomorrow's shifts in every tenant at once.
CREATE INDEX shifts_starts_at ON shifts (starts_at);

INSERT INTO shift_sign_ups SELECT * FROM shift_sign_ups_kept;
INSERT INTO shift_reminders SELECT * FROM shift_reminders_kept;
UPDATE hour_records SET shift_id = (SELECT k.shift_id FROM hour_record_shifts_kept k WHERE k.id = hour_records.id)
  WHERE id IN (SELECT id FROM hour_record_shifts_kept);
DROP TABLE shift_sign_ups_kept;
DROP TABLE shift_reminders_kept;
DROP TABLE hour_record_shifts_kept;
