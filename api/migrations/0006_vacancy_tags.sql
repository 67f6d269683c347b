-- Vacancy tags (issue 7): a vacancy carries tags of its organization's centre, like organizations
-- do (organization_tags, 0004). Search covers the tag names: vacancy_search gets a `tags` column.

CREATE TABLE vacancy_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  vacancy_id INTEGER NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (vacancy_id, tag_id)
);
CREATE INDEX vacancy_tags_tag ON vacancy_tags (tenant_id, tag_id, vacancy_id);

-- FTS5 cannot add a column: the table and every trigger that writes it are made again.
DROP TRIGGER vacancies_search_insert;
DROP TRIGGER vacancies_search_update;
DROP TRIGGER vacancies_search_delete;
DROP TRIGGER organizations_vacancy_search_rename;
DROP TABLE vacancy_search;

CREATE VIRTUAL TABLE vacancy_search USING fts5 (
  title,
  description,
  organization,
  tags,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- The tag names of a vacancy, one text (the same subquery in every trigger below).
INSERT INTO vacancy_search (rowid, title, description, organization, tags)
SELECT v.id, v.title, v.description_text, o.name,
  coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
    WHERE vt.vacancy_id = v.id), '')
FROM vacancies v JOIN organizations o ON o.id = v.organization_id;

CREATE TRIGGER vacancies_search_insert AFTER INSERT ON vacancies BEGIN
  INSERT INTO vacancy_search (rowid, title, description, organization, tags)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id),
    coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
      WHERE vt.vacancy_id = new.id), ''));
END;

CREATE TRIGGER vacancies_search_update AFTER UPDATE OF title, description_text, organization_id ON vacancies BEGIN
  DELETE FROM vacancy_search WHERE rowid = old.id;
  INSERT INTO vacancy_search (rowid, title, description, organization, tags)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id),
    coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
      WHERE vt.vacancy_id = new.id), ''));
END;

CREATE TRIGGER vacancies_search_delete AFTER DELETE ON vacancies BEGIN
  DELETE FROM vacancy_search WHERE rowid = old.id;
END;

CREATE TRIGGER organizations_vacancy_search_rename AFTER UPDATE OF name ON organizations BEGIN
  UPDATE vacancy_search SET organization = new.name
  WHERE rowid IN (SELECT id FROM vacancies WHERE organization_id = new.id);
END;

CREATE TRIGGER vacancy_tags_search_insert AFTER INSERT ON vacancy_tags BEGIN
  UPDATE vacancy_search SET tags = coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt
    JOIN tags t ON t.id = vt.tag_id WHERE vt.vacancy_id = new.vacancy_id), '')
  WHERE rowid = new.vacancy_id;
END;

CREATE TRIGGER vacancy_tags_search_delete AFTER DELETE ON vacancy_tags BEGIN
  UPDATE vacancy_search SET tags = coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt
    JOIN tags t ON t.id = vt.tag_id WHERE vt.vacancy_id = old.vacancy_id), '')
  WHERE rowid = old.vacancy_id;
END;

CREATE TRIGGER tags_vacancy_search_rename AFTER UPDATE OF name ON tags BEGIN
  UPDATE vacancy_search SET tags = coalesce((SELECT group_concat(t.name, ' ') FROM vacancy_tags vt
    JOIN tags t ON t.id = vt.tag_id WHERE vt.vacancy_id = vacancy_search.rowid), '')
  WHERE rowid IN (SELECT vacancy_id FROM vacancy_tags WHERE tag_id = new.id);
END;
