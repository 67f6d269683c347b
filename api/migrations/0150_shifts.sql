-- Shifts (docs/shifts-and-hours.md, issue 48): an activity split into time slots, each with its
-- own places and waiting list. Moments are Dutch wall-clock text as activities keep theirs
-- (0050_activities.sql), so a weekly series at 10:00 stays at 10:00 across summer time.
CREATE TABLE shifts (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  capacity INTEGER NOT NULL CHECK (capacity >= 1),
  place TEXT,
  task TEXT,
  -- A volunteer may cancel until this many hours before the start.
  cancel_hours INTEGER NOT NULL DEFAULT 24 CHECK (cancel_hours >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX shifts_activity ON shifts (tenant_id, activity_id, starts_at);

-- A sign-up for one shift. The place is decided in the INSERT itself (a count of the shift's
-- confirmed sign-ups against its capacity), so two sign-ups for the last place at the same
-- moment give exactly one place: D1 runs one statement at a time.
CREATE TABLE shift_sign_ups (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'waiting', 'cancelled')),
  -- The waiting list's order.
  queued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  cancelled_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX shift_sign_ups_shift ON shift_sign_ups (tenant_id, shift_id, status, queued_at);
CREATE INDEX shift_sign_ups_user ON shift_sign_ups (tenant_id, user_id);
-- One live sign-up per account and shift.
CREATE UNIQUE INDEX shift_sign_ups_one_per_user ON shift_sign_ups (shift_id, user_id) WHERE status <> 'cancelled';
