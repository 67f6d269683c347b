-- Search speed (issue 8, docs/vacancies.md "Benchmark"): a two-level location index for the
-- distance filter, indexes for the common filter + sort combinations, fresh planner stats.

-- Distance: D1 (workerd) refuses `CREATE VIRTUAL TABLE ... USING rtree` (SQLITE_AUTH; only FTS5
-- is allowed), so the spatial index is a two-level one in a plain B-tree: latitude bands 0.05
-- degrees (5.6 km) tall, then longitude inside each band. A circle of r km asks for about
-- 2r / 5.6 + 1 bands, each a longitude range: it reads the bounding box, not a band around the
-- earth. Latitude and longitude are in the index, so points outside the circle cost no table row.
-- read-queries.ts repeats this expression exactly (SQLite matches an expression index by it).
CREATE INDEX vacancies_tenant_location ON vacancies (
  tenant_id, CAST((latitude + 90) * 20 AS INTEGER), longitude, latitude
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

-- The one-band-of-latitude scan it replaces.
DROP INDEX vacancies_tenant_latitude;

-- The public list newest first (the default order) and the remote one: everything the public
-- condition reads from vacancies is in the index, so a page costs index entries, not table rows.
DROP INDEX vacancies_tenant_status;
CREATE INDEX vacancies_tenant_status ON vacancies (tenant_id, status, published_at, expires_on, organization_id);
DROP INDEX vacancies_tenant_remote;
CREATE INDEX vacancies_tenant_remote ON vacancies (tenant_id, remote, status, published_at, expires_on, organization_id);
-- An organization's own list (its page, include=vacancies), newest first.
DROP INDEX vacancies_tenant_organization;
CREATE INDEX vacancies_tenant_organization ON vacancies (tenant_id, organization_id, status, published_at);
CREATE INDEX vacancies_tenant_city ON vacancies (tenant_id, city COLLATE NOCASE, status, published_at);

-- Organization directory at scale (scripts/bench-organizations.mjs): name order within a status.
CREATE INDEX IF NOT EXISTS organizations_tenant_name ON organizations (tenant_id, name COLLATE NOCASE);

-- Planner statistics for the new indexes (D1 keeps sqlite_stat1; PRAGMA optimize refreshes it
-- after bulk loads too).
ANALYZE;
PRAGMA optimize;
