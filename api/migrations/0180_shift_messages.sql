-- "Message everyone of a shift" (issue 48, docs/shifts-and-hours.md): one row per message sent
-- to a shift, with how many it reached. The row is the rate limit's count (SHIFT_MESSAGES_PER_HOUR
-- per shift, decided inside the INSERT … SELECT, so two sends at once cannot both pass the last
-- one) and the record of what a guest was mailed: a guest has no conversation to keep it in.
-- On a new database 0182_vacancy_shifts.sql rebuilds `shifts` after this file, while this table
-- is still empty (no message can have been sent before 0182 reached any database), so its
-- DROP TABLE cascades into nothing; the REFERENCES name `shifts`, the rebuilt table after it.
CREATE TABLE shift_messages (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  volunteers_count INTEGER NOT NULL DEFAULT 0,
  guests_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX shift_messages_shift ON shift_messages (tenant_id, shift_id, created_at);
