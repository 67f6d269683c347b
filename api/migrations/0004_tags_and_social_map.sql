-- Social map (issue 6): tags on organizations, and the postcode areas the directory measures
-- distances from.

-- A tag belongs to one volunteer centre (its staff keep the list); names are unique per centre,
-- whatever their case.
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX tags_center_name ON tags (tenant_id, volunteer_center_id, name COLLATE NOCASE);

CREATE TABLE organization_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, tag_id)
);
CREATE INDEX organization_tags_tag ON organization_tags (tenant_id, tag_id, organization_id);

-- Dutch four-digit postcode areas (PC4) with their centre point: reference data shared by every
-- tenant (the country's postcodes are the same for all). The directory's "near a postcode"
-- filter reads it; the geocoder adds areas it has looked up.
CREATE TABLE postcode_areas (
  postcode TEXT PRIMARY KEY CHECK (postcode GLOB '[1-9][0-9][0-9][0-9]'),
  city TEXT,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180)
);

-- The distance filter narrows by a bounding box on the coordinates first.
CREATE INDEX organization_addresses_coordinates ON organization_addresses (tenant_id, latitude, longitude);
CREATE INDEX organization_addresses_city ON organization_addresses (tenant_id, city COLLATE NOCASE);
