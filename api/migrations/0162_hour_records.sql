-- Hours volunteers give (docs/shifts-and-hours.md, issue 48): recorded by the volunteer, or by
-- checking in and out at a shift; the organization's admins approve, correct or refuse them, and
-- only approved hours count. Minutes, not fractional hours, so a check-out keeps what it measured.
CREATE TABLE hour_records (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  shift_id INTEGER REFERENCES shifts (id) ON DELETE SET NULL,
  vacancy_id INTEGER REFERENCES vacancies (id) ON DELETE SET NULL,
  -- The Dutch calendar day the hours were given.
  date TEXT NOT NULL,
  minutes INTEGER NOT NULL DEFAULT 0 CHECK (minutes BETWEEN 0 AND 1440),
  note TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('open', 'pending', 'approved', 'refused')),
  checked_in_at TEXT,
  checked_out_at TEXT,
  reviewed_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One's own records by day (the 24-hour check sums one day's), and an organization's review list
-- and totals by status and day.
CREATE INDEX hour_records_user ON hour_records (tenant_id, user_id, date);
CREATE INDEX hour_records_organization ON hour_records (tenant_id, organization_id, status, date);
-- One check-in per volunteer and shift: the signed link cannot be used for a second record.
CREATE UNIQUE INDEX hour_records_one_check_in ON hour_records (shift_id, user_id) WHERE checked_in_at IS NOT NULL;

-- A deleted account keeps its users row (anonymised, users/delete-account.ts) so references
-- stay valid; its hours go with it (issue 48: "removed with the account").
CREATE TRIGGER hour_records_account_deleted AFTER UPDATE OF deleted_at ON users
WHEN new.deleted_at IS NOT NULL AND old.deleted_at IS NULL BEGIN
  DELETE FROM hour_records WHERE user_id = new.id;
END;
