-- Nearest first, step 3 (issue 8, docs/vacancies.md "Search"): the public search around a point
-- reads the circle's chords instead of its bounding box (search.ts circleSql), band by band, so
-- the bands are finer: 0.002 degrees (222 m) instead of 0009's 0.005 (556 m). A band is read
-- over the longitude range of the circle's widest chord in it; the finer the bands, the closer
-- that comes to the circle itself. search.ts LOCATION_INDEXES repeats this expression exactly.
DROP INDEX vacancies_public_location;
CREATE INDEX vacancies_public_location ON vacancies (
  tenant_id, status, organization_approved, CAST((latitude + 90) * 500 AS INTEGER), longitude, latitude, expires_on
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

ANALYZE;
PRAGMA optimize;
