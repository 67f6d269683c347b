-- API at scale, a part of a name in name order (issue 8, docs/organizations.md "The list at scale"):
-- the social map asks `sort=name&filter[status_eq]=approved&filter[volunteer_center_id_eq]=…
-- &filter[name_cont]=…`. The FTS5 trigram table (0010) hands over every match in rowid order, so
-- every match was read and sorted by name: 1,250 matches read 3,509 rows for a page of 10.
--
-- Here every organization has one row per distinct trigram of its lower-cased name, with the
-- name, status and centre beside it, in an index ordered by name within (tenant, trigram, status,
-- centre). Every trigram of a name part is a trigram of each name that contains it (`name LIKE
-- '%part%'`), so the list seeks the part's rarest trigram and reads names in order, checking the
-- LIKE on the copied name, and stops after the page: the trigram is only a necessary condition,
-- the LIKE decides (read-queries.ts). lower() folds ASCII only, exactly as LIKE's case folding
-- (no ICU in D1); the list lower-cases the part the same way. substr() and length() count
-- characters, as the list does (code points).
--
-- The name order is the list's: `organizations.name` is BINARY, so is this copy; the
-- organization id breaks ties.
CREATE TABLE organization_name_trigrams (
  tenant_id TEXT NOT NULL,
  trigram TEXT NOT NULL,
  status TEXT NOT NULL,
  volunteer_center_id INTEGER,
  name TEXT NOT NULL,
  organization_id INTEGER NOT NULL,
  -- Also the name order without a status or centre filter (super admins, a tenant that shares its
  -- centres): (trigram, organization) is unique, so is this; a trigram twice in one name is one row.
  PRIMARY KEY (tenant_id, trigram, name, organization_id)
) WITHOUT ROWID;
-- The social map's seek: the trigram, the status, the centre, then names in order.
CREATE INDEX organization_name_trigrams_directory ON organization_name_trigrams (
  tenant_id, trigram, status, volunteer_center_id, name, organization_id);

-- How many organizations of the tenant have each trigram, to pick a part's rarest (0 or missing:
-- nothing can match). Kept by triggers on the trigram rows.
CREATE TABLE organization_name_trigram_counts (
  tenant_id TEXT NOT NULL,
  trigram TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, trigram)
) WITHOUT ROWID;

-- Triggers cannot hold a WITH (recursive) clause: the positions of a name's trigrams come from
-- this table instead. 1..200 is every position a name can have (0003: length(name) ≤ 200).
CREATE TABLE organization_name_positions (n INTEGER PRIMARY KEY);
WITH RECURSIVE p(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM p WHERE n < 200)
INSERT INTO organization_name_positions (n) SELECT n FROM p;

CREATE TRIGGER organization_name_trigrams_count_insert AFTER INSERT ON organization_name_trigrams BEGIN
  INSERT INTO organization_name_trigram_counts (tenant_id, trigram, n) VALUES (new.tenant_id, new.trigram, 1)
    ON CONFLICT (tenant_id, trigram) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER organization_name_trigrams_count_delete AFTER DELETE ON organization_name_trigrams BEGIN
  UPDATE organization_name_trigram_counts SET n = n - 1 WHERE tenant_id = old.tenant_id AND trigram = old.trigram;
  DELETE FROM organization_name_trigram_counts WHERE tenant_id = old.tenant_id AND trigram = old.trigram AND n <= 0;
END;

-- Every organization's trigrams (the counts follow through the trigger above).
INSERT OR IGNORE INTO organization_name_trigrams (tenant_id, trigram, status, volunteer_center_id, name, organization_id)
  SELECT o.tenant_id, substr(lower(o.name), p.n, 3), o.status, o.volunteer_center_id, o.name, o.id
  FROM organizations o JOIN organization_name_positions p ON p.n <= length(o.name) - 2;

-- In step with every write of an organization, in the same statement (sign-up, create, update,
-- seeds, console fixes). A name's rows are found by their primary key: its trigrams, its name,
-- its id.
CREATE TRIGGER organizations_name_trigrams_insert AFTER INSERT ON organizations BEGIN
  INSERT OR IGNORE INTO organization_name_trigrams (tenant_id, trigram, status, volunteer_center_id, name, organization_id)
    SELECT new.tenant_id, substr(lower(new.name), n, 3), new.status, new.volunteer_center_id, new.name, new.id
    FROM organization_name_positions WHERE n <= length(new.name) - 2;
END;
-- A rename: the old rows out, the new ones in (with the status and centre of after the update).
CREATE TRIGGER organizations_name_trigrams_rename AFTER UPDATE OF tenant_id, id, name ON organizations
WHEN old.name IS NOT new.name OR old.id IS NOT new.id OR old.tenant_id IS NOT new.tenant_id BEGIN
  DELETE FROM organization_name_trigrams WHERE tenant_id = old.tenant_id AND name = old.name
    AND organization_id = old.id AND trigram IN (
      SELECT substr(lower(old.name), n, 3) FROM organization_name_positions WHERE n <= length(old.name) - 2);
  INSERT OR IGNORE INTO organization_name_trigrams (tenant_id, trigram, status, volunteer_center_id, name, organization_id)
    SELECT new.tenant_id, substr(lower(new.name), n, 3), new.status, new.volunteer_center_id, new.name, new.id
    FROM organization_name_positions WHERE n <= length(new.name) - 2;
END;
-- Approved, denied, archived, moved to another centre: the copies, found under the new name (if the
-- same update renames, the rename trigger writes the new values whichever runs first).
CREATE TRIGGER organizations_name_trigrams_status AFTER UPDATE OF status, volunteer_center_id ON organizations
WHEN old.status IS NOT new.status OR old.volunteer_center_id IS NOT new.volunteer_center_id BEGIN
  UPDATE organization_name_trigrams SET status = new.status, volunteer_center_id = new.volunteer_center_id
    WHERE tenant_id = new.tenant_id AND name = new.name AND organization_id = new.id AND trigram IN (
      SELECT substr(lower(new.name), n, 3) FROM organization_name_positions WHERE n <= length(new.name) - 2);
END;
CREATE TRIGGER organizations_name_trigrams_delete AFTER DELETE ON organizations BEGIN
  DELETE FROM organization_name_trigrams WHERE tenant_id = old.tenant_id AND name = old.name
    AND organization_id = old.id AND trigram IN (
      SELECT substr(lower(old.name), n, 3) FROM organization_name_positions WHERE n <= length(old.name) - 2);
END;

ANALYZE;
PRAGMA optimize;
