-- The day-before reminder of a shift (issue 48, docs/shifts-and-hours.md), once per shift and day:
-- the cron inserts the row first, so a second run of the same day finds it and sends nothing. The
-- day is part of the key, so a shift moved to another day is reminded again for its new day.
CREATE TABLE shift_reminders (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE CASCADE,
  shift_date TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (shift_id, shift_date)
);
-- The daily cron looks for tomorrow's shifts in every tenant at once.
CREATE INDEX shifts_starts_at ON shifts (starts_at);
