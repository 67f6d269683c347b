-- Activities (docs/activities.md): the calendar's activities of organizations and of the centre,
-- and the centre's trainings (kind 'workshop'). Moments are local wall-clock text in
-- Europe/Amsterdam ("2026-03-20T10:00"), so a weekly activity keeps its local time across the
-- switch to and from summer time; last_date is the last local date any occurrence reaches,
-- written with the row, so a date window is one indexed range.
CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id),
  -- NULL: the centre's own activity.
  organization_id INTEGER REFERENCES organizations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'activity' CHECK (kind IN ('activity', 'workshop')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description TEXT NOT NULL DEFAULT '{"type":"doc","content":[]}',
  image_url TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at >= starts_at),
  repeat TEXT NOT NULL DEFAULT 'none' CHECK (repeat IN ('none', 'weekly', 'monthly')),
  repeat_until TEXT,
  last_date TEXT NOT NULL,
  online INTEGER NOT NULL DEFAULT 0 CHECK (online IN (0, 1)),
  online_url TEXT,
  place TEXT,
  address TEXT,
  postal_code TEXT,
  latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  capacity INTEGER CHECK (capacity IS NULL OR capacity >= 1),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  status_message TEXT,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX activities_calendar ON activities (tenant_id, volunteer_center_id, status, last_date);
CREATE INDEX activities_organization ON activities (tenant_id, organization_id);

CREATE TABLE activity_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (activity_id, tag_id)
);
CREATE INDEX activity_tags_tag ON activity_tags (tag_id);

-- A sign-up is for the activity as a whole (every occurrence of a repeating one). Only the
-- SHA-256 of its random token is kept: the mailed link confirms a guest and cancels.
CREATE TABLE activity_sign_ups (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  status TEXT NOT NULL CHECK (status IN ('unconfirmed', 'confirmed', 'waiting', 'cancelled')),
  token_hash TEXT NOT NULL UNIQUE,
  -- The waiting list's order: the moment the sign-up was confirmed.
  queued_at TEXT,
  cancelled_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX activity_sign_ups_activity ON activity_sign_ups (tenant_id, activity_id, status, queued_at);
CREATE INDEX activity_sign_ups_user ON activity_sign_ups (tenant_id, user_id);
-- One live sign-up per account and activity.
CREATE UNIQUE INDEX activity_sign_ups_one_per_user ON activity_sign_ups (activity_id, user_id)
  WHERE user_id IS NOT NULL AND status <> 'cancelled';

-- The day-before reminder, once per occurrence: the cron inserts the row first, so a second run
-- of the same day finds it and sends nothing.
CREATE TABLE activity_reminders (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  occurrence_date TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (activity_id, occurrence_date)
);

-- The personal iCalendar feed's secret address (docs/activities.md): one per user, replaced or
-- removed by its owner. Kept readable (not hashed) so the owner can copy the address again, as
-- calendar services show their secret addresses; it reveals only the owner's sign-ups.
CREATE TABLE activity_feed_tokens (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
