-- Search facets (issue 8, "API at scale"; docs/vacancies.md "Search"): vacancy_search gets a
-- column `facets` with one token per value of the public search's filters: city, hours per week,
-- remote, commitment (api/src/resources/vacancies/facets.ts says how each is made and matched).
-- A text search with a city or hours then asks FTS5 only for the matches with that token, instead
-- of being handed every match in rank order and checking each against `vacancies` (1,401 rows
-- read for `cafe` in one city of twelve at 100,000 vacancies). The exact conditions stay in the
-- SQL: a facet only narrows the candidates.
--
-- The city's token is 'c' and the city without the characters of facets.ts CITY_JOINERS (one
-- nested replace() per character, in that order; the same expression in the fill and both
-- triggers below). Hours are rounded down ('h3' for 3.5); no city or no hours leaves 'c' or 'h'
-- alone, so every row has the same four facet tokens (bm25 counts them in the row's length).

-- FTS5 cannot add a column: the table is made again and filled from the rows (as 0006 did). The
-- triggers that write whole rows are made again with the column; the others (delete, renames of
-- organizations and tags, tags on and off) name the table and set single columns, and keep working.
DROP TRIGGER vacancies_search_insert;
DROP TRIGGER vacancies_search_update;
DROP TABLE vacancy_search;

CREATE VIRTUAL TABLE vacancy_search USING fts5 (
  title,
  description,
  organization,
  tags,
  facets,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO vacancy_search (rowid, title, description, organization, tags, facets)
SELECT v.id, v.title, v.description_text, o.name,
  coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
    WHERE vt.vacancy_id = v.id), ''),
  'c' || coalesce(replace(replace(replace(replace(replace(replace(replace(replace(replace(v.city, ' ', ''), '-', ''), '''', ''), '’', ''), '.', ''), ',', ''), '/', ''), '(', ''), ')', ''), '')
    || ' h' || coalesce(CAST(v.hours_per_week AS INTEGER), '') || ' r' || v.remote || ' m' || replace(v.commitment, '_', '')
FROM vacancies v JOIN organizations o ON o.id = v.organization_id;

CREATE TRIGGER vacancies_search_insert AFTER INSERT ON vacancies BEGIN
  INSERT INTO vacancy_search (rowid, title, description, organization, tags, facets)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id),
    coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
    WHERE vt.vacancy_id = new.id), ''),
    'c' || coalesce(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.city, ' ', ''), '-', ''), '''', ''), '’', ''), '.', ''), ',', ''), '/', ''), '(', ''), ')', ''), '')
    || ' h' || coalesce(CAST(new.hours_per_week AS INTEGER), '') || ' r' || new.remote || ' m' || replace(new.commitment, '_', ''));
END;

-- Also when a filtered column changes: the row is written again with its new facet tokens.
CREATE TRIGGER vacancies_search_update
AFTER UPDATE OF title, description_text, organization_id, city, hours_per_week, remote, commitment ON vacancies BEGIN
  DELETE FROM vacancy_search WHERE rowid = old.id;
  INSERT INTO vacancy_search (rowid, title, description, organization, tags, facets)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id),
    coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
    WHERE vt.vacancy_id = new.id), ''),
    'c' || coalesce(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.city, ' ', ''), '-', ''), '''', ''), '’', ''), '.', ''), ',', ''), '/', ''), '(', ''), ')', ''), '')
    || ' h' || coalesce(CAST(new.hours_per_week AS INTEGER), '') || ' r' || new.remote || ' m' || replace(new.commitment, '_', ''));
END;
