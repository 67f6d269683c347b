-- Every row carries its tenant: the api worker never reads a row without a tenant_id filter.
CREATE TABLE tenants (
  id TEXT PRIMARY KEY NOT NULL CHECK (id GLOB '[a-z0-9]*' AND length(id) <= 40),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE volunteer_centers (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX volunteer_centers_tenant_id ON volunteer_centers (tenant_id, id);

-- The centre's theme. Shade sets are JSON objects with the keys 50..950, kept as text.
CREATE TABLE volunteer_center_profiles (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL UNIQUE REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  primary_color TEXT,
  primary_color_shades TEXT,
  secondary_color TEXT,
  secondary_color_shades TEXT,
  tertiary_color TEXT,
  tertiary_color_shades TEXT,
  muted_color TEXT,
  background_color TEXT,
  text_color TEXT,
  favicon_url TEXT,
  website_logo_url TEXT,
  gtag_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX volunteer_center_profiles_tenant_id ON volunteer_center_profiles (tenant_id, volunteer_center_id);
