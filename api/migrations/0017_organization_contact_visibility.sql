-- Issue 19: an organization chooses per contact field (phone, e-mail, address) whether it is
-- public or only for staff (docs/organizations.md "Contact visibility"). Everything is public
-- until the organization says otherwise, as before.
ALTER TABLE organization_profiles ADD COLUMN phone_visibility TEXT NOT NULL DEFAULT 'public'
  CHECK (phone_visibility IN ('public', 'staff'));
ALTER TABLE organization_profiles ADD COLUMN email_visibility TEXT NOT NULL DEFAULT 'public'
  CHECK (email_visibility IN ('public', 'staff'));
ALTER TABLE organization_addresses ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'
  CHECK (visibility IN ('public', 'staff'));

-- A hidden address must not be found by distance either: searching around postcodes with
-- shrinking radii would give its place away. The location index holds public addresses only, and
-- directory.ts withinCircle repeats `visibility = 'public'` so SQLite may use this partial index.
DROP INDEX organization_addresses_location;
CREATE INDEX organization_addresses_location ON organization_addresses (
  tenant_id, organization_status, CAST((latitude + 90) * 200 AS INTEGER), longitude, latitude,
  volunteer_center_id, organization_id, organization_name
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND visibility = 'public';

ANALYZE;
PRAGMA optimize;
