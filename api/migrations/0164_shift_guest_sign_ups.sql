-- Guests sign up for shifts as they do for activities (issue 48, docs/shifts-and-hours.md): a
-- sign-up without an account keeps the guest's name, address and language and the SHA-256 of the
-- mailed token, and waits `unconfirmed` (no place, not on the waiting list) until the link is
-- followed. SQLite cannot drop a NOT NULL nor change a CHECK, so `shift_sign_ups` is rebuilt with
-- its ids; no table points at it, so the DROP cascades nothing.
CREATE TABLE shift_sign_ups_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE CASCADE,
  -- NULL: a guest, known by name and address only.
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  name TEXT,
  email TEXT,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  -- A guest's mailed link (confirm, cancel); NULL for an account's sign-up.
  token_hash TEXT UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('unconfirmed', 'confirmed', 'waiting', 'cancelled')),
  -- The waiting list's order (a guest's: the moment the link confirmed the address).
  queued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  cancelled_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (user_id IS NOT NULL OR (name IS NOT NULL AND email IS NOT NULL AND token_hash IS NOT NULL))
);
INSERT INTO shift_sign_ups_new (id, tenant_id, shift_id, user_id, status, queued_at, cancelled_at, created_at, updated_at)
  SELECT id, tenant_id, shift_id, user_id, status, queued_at, cancelled_at, created_at, updated_at FROM shift_sign_ups;
DROP TABLE shift_sign_ups;
ALTER TABLE shift_sign_ups_new RENAME TO shift_sign_ups;
CREATE INDEX shift_sign_ups_shift ON shift_sign_ups (tenant_id, shift_id, status, queued_at);
CREATE INDEX shift_sign_ups_user ON shift_sign_ups (tenant_id, user_id);
-- One live sign-up per account and shift.
CREATE UNIQUE INDEX shift_sign_ups_one_per_user ON shift_sign_ups (shift_id, user_id) WHERE user_id IS NOT NULL AND status <> 'cancelled';
