-- The pool near a postcode (docs/performance.md "The volunteer pool at 50,000 profiles"): the
-- location index of 0080 is read as one latitude band, the circle's full height across the whole
-- centre (3,000-6,000 rows at 50,000 profiles). As in 0007 for vacancies: bands of 0.05 degrees
-- latitude (5.6 km) first, then longitude, so a circle asks for each band it touches and reads a
-- longitude range in it, about its bounding box. pool.ts writes the same expression, as an IN list.
DROP INDEX volunteer_profiles_pool_location;
CREATE INDEX volunteer_profiles_pool_bands ON volunteer_profiles
  (tenant_id, volunteer_center_id, CAST((latitude + 90) * 20 AS INTEGER), longitude)
  WHERE published = 1 AND latitude IS NOT NULL;
