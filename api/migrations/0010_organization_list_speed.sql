-- Organization list at scale (issue 8, docs/organizations.md "Benchmark"): a trigram name index,
-- a fine location index for the addresses, and indexes that let one filter drive a page in
-- organization-id order and stop after it.

-- name_cont: `LIKE '%…%'` read every organization. A trigram FTS5 table (rowid = organization
-- id) finds a part of a name of 3 or more characters from its index. Not case sensitive, no
-- diacritic folding, as close to LIKE as FTS5 goes; the list still checks the LIKE on each
-- candidate, so results stay exactly the LIKE's. External content would save the copy of the
-- names but D1 exports/imports content tables more simply; the names are short.
CREATE VIRTUAL TABLE organization_name_search USING fts5(name, tokenize = 'trigram');
INSERT INTO organization_name_search (rowid, name) SELECT id, name FROM organizations;

-- Kept in step in the same statement as every write of an organization (sign-up, create,
-- update, seeds, imports): triggers, so no write path can forget it.
CREATE TRIGGER organizations_name_search_insert AFTER INSERT ON organizations BEGIN
  INSERT INTO organization_name_search (rowid, name) VALUES (new.id, new.name);
END;
CREATE TRIGGER organizations_name_search_update AFTER UPDATE OF id, name ON organizations BEGIN
  DELETE FROM organization_name_search WHERE rowid = old.id;
  INSERT INTO organization_name_search (rowid, name) VALUES (new.id, new.name);
END;
CREATE TRIGGER organizations_name_search_delete AFTER DELETE ON organizations BEGIN
  DELETE FROM organization_name_search WHERE rowid = old.id;
END;

-- filter[near]: as vacancies_tenant_location (0007), but 0.01° (1.1 km) latitude bands: the
-- nearest page usually lies within a km or two, and a 5.6 km band would read far more of the
-- longitude range than the small circle needs. The organization id is in the index, so a point
-- costs one index entry and, inside the circle, one organizations row.
-- directory.ts repeats this expression exactly (SQLite matches an expression index by it).
CREATE INDEX organization_addresses_location ON organization_addresses (
  tenant_id, CAST((latitude + 90) * 100 AS INTEGER), longitude, latitude, organization_id
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
DROP INDEX organization_addresses_coordinates;

-- city_eq and tags drive a page in organization-id order straight from these (covering) entries.
DROP INDEX organization_addresses_city;
CREATE INDEX organization_addresses_city ON organization_addresses (tenant_id, city COLLATE NOCASE, organization_id);

-- Name order within a status keeps 0003's organizations_tenant_status (tenant_id, status, name):
-- the rowid ends every index, so a page by name then id is the next entries, no sort.

ANALYZE;
PRAGMA optimize;
