-- Dashboard and analytics (issue 27, docs/analytics.md).
--
-- The figures of /analytics come from daily roll-ups, written by the roll-up cron
-- (api/src/resources/analytics/roll-up.ts), never from the source rows at view time. They hold
-- counts per tenant, centre, day and group (a theme id or a place name), nothing about a person.
-- Derived data without foreign keys: the next roll-up of a day rewrites it from the sources.

-- One count per tenant, centre, metric, day and group. dimension 'all' has key ''; 'theme' a
-- tags.id as text; 'place' a place name ('' when the row names none). The key order puts one
-- metric's one dimension over a period in one contiguous range of the primary key.
CREATE TABLE analytics_days (
  tenant_id TEXT NOT NULL,
  volunteer_center_id INTEGER NOT NULL,
  metric TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('all', 'theme', 'place')),
  day TEXT NOT NULL,
  key TEXT NOT NULL DEFAULT '',
  value INTEGER NOT NULL CHECK (value > 0),
  PRIMARY KEY (tenant_id, volunteer_center_id, metric, dimension, day, key)
) WITHOUT ROWID;

-- Per organization and day: what /analytics/index-2 sums over a period.
CREATE TABLE analytics_organization_days (
  tenant_id TEXT NOT NULL,
  volunteer_center_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  organization_id INTEGER NOT NULL,
  vacancies_published INTEGER NOT NULL DEFAULT 0,
  applications INTEGER NOT NULL DEFAULT 0,
  accepted INTEGER NOT NULL DEFAULT 0,
  declined INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, volunteer_center_id, day, organization_id)
) WITHOUT ROWID;

-- The organizations' response times: how many applications were first answered on a day after
-- waiting this many whole hours (capped at 90 days), so a period's median is exact to the hour.
CREATE TABLE analytics_response_days (
  tenant_id TEXT NOT NULL,
  volunteer_center_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  organization_id INTEGER NOT NULL,
  hours INTEGER NOT NULL,
  answers INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, volunteer_center_id, day, organization_id, hours)
) WITHOUT ROWID;

-- The last day the roll-up has finished (one row): the cron continues from there, and a fresh
-- database (no row) is back-filled from its oldest data.
CREATE TABLE analytics_roll_up_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rolled_through TEXT NOT NULL,
  rolled_at TEXT NOT NULL
);

-- When the organization first answered an application (in progress, accepted, declined; a
-- withdrawal is the applicant's, not an answer): status_changed_at is only the latest change.
ALTER TABLE applications ADD COLUMN answered_at TEXT;
UPDATE applications SET answered_at = status_changed_at
  WHERE status IN ('in_progress', 'accepted', 'declined') AND status_changed_at IS NOT NULL;
CREATE TRIGGER applications_answered AFTER UPDATE OF status ON applications
WHEN old.status = 'new' AND new.status IN ('in_progress', 'accepted', 'declined') AND new.answered_at IS NULL BEGIN
  UPDATE applications SET answered_at = COALESCE(new.status_changed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  WHERE id = new.id;
END;

-- The roll-up reads each source by its date: one range per metric instead of a table scan.
CREATE INDEX applications_created ON applications (created_at);
CREATE INDEX applications_status_changed ON applications (status_changed_at) WHERE status IN ('accepted', 'declined');
CREATE INDEX applications_answered ON applications (answered_at) WHERE answered_at IS NOT NULL;
CREATE INDEX vacancies_published ON vacancies (published_at) WHERE published_at IS NOT NULL;
CREATE INDEX users_created ON users (created_at);
CREATE INDEX organizations_created ON organizations (created_at);
CREATE INDEX activity_sign_ups_created ON activity_sign_ups (created_at);

-- The dashboard's counts (api/src/resources/dashboard): applications waiting for an answer, and
-- the vacancies about to expire, each read as one index range.
CREATE INDEX applications_waiting ON applications (tenant_id, created_at) WHERE status = 'new';
CREATE INDEX activities_pending ON activities (tenant_id, volunteer_center_id) WHERE status = 'pending';
