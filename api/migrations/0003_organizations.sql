-- Organizations (issue 5): more kinds, the last status decision, and an address and profile per
-- organization. SQLite cannot change a CHECK constraint, so `organizations` is rebuilt with the
-- same columns (ids kept: roles.resource_id points at them) and the wider type list.
-- Nothing references organizations by foreign key, so the rebuild needs no deferral.
CREATE TABLE organizations_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type TEXT NOT NULL DEFAULT 'Organization' CHECK (type IN ('Organization', 'School',
    'VolunteerCenter', 'Foundation', 'Association', 'Company', 'Municipality')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('approved', 'pending', 'denied', 'archived')),
  -- The reason given with the last status change (mailed to the admins), and when it happened.
  status_reason TEXT,
  status_changed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO organizations_new (id, tenant_id, volunteer_center_id, name, type, status, created_at, updated_at)
  SELECT id, tenant_id, volunteer_center_id, name, type, status, created_at, updated_at FROM organizations;
DROP INDEX organizations_tenant;
DROP TABLE organizations;
ALTER TABLE organizations_new RENAME TO organizations;
CREATE INDEX organizations_tenant ON organizations (tenant_id, volunteer_center_id, id);
CREATE INDEX organizations_tenant_status ON organizations (tenant_id, status, name);

-- At most one address per organization; coordinates in WGS84 degrees (the social map).
CREATE TABLE organization_addresses (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL UNIQUE REFERENCES organizations (id) ON DELETE CASCADE,
  street TEXT,
  house_number TEXT,
  postal_code TEXT,
  city TEXT,
  latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX organization_addresses_tenant ON organization_addresses (tenant_id, organization_id);

-- At most one public profile per organization.
CREATE TABLE organization_profiles (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL UNIQUE REFERENCES organizations (id) ON DELETE CASCADE,
  description TEXT,
  website TEXT,
  phone TEXT,
  email TEXT,
  logo_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX organization_profiles_tenant ON organization_profiles (tenant_id, organization_id);
