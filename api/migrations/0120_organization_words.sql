-- The social map's search (issue 18, docs/social-map.md): words in an organization's name or
-- description. One FTS5 row per organization (rowid = organizations.id), with its name and its
-- profile's description, diacritics folded ("cafe" finds "café"); triggers keep it in step with
-- both tables. Every query joins it to a tenant-scoped table by id.
CREATE VIRTUAL TABLE organization_words USING fts5(name, description, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO organization_words (rowid, name, description)
  SELECT o.id, o.name, coalesce(p.description, '')
  FROM organizations o LEFT JOIN organization_profiles p ON p.organization_id = o.id;

CREATE TRIGGER organization_words_insert AFTER INSERT ON organizations BEGIN
  INSERT INTO organization_words (rowid, name, description) VALUES (new.id, new.name, '');
END;
CREATE TRIGGER organization_words_rename AFTER UPDATE OF name ON organizations BEGIN
  UPDATE organization_words SET name = new.name WHERE rowid = new.id;
END;
CREATE TRIGGER organization_words_delete AFTER DELETE ON organizations BEGIN
  DELETE FROM organization_words WHERE rowid = old.id;
END;
CREATE TRIGGER organization_words_profile_insert AFTER INSERT ON organization_profiles BEGIN
  UPDATE organization_words SET description = coalesce(new.description, '') WHERE rowid = new.organization_id;
END;
CREATE TRIGGER organization_words_profile_update AFTER UPDATE OF description ON organization_profiles BEGIN
  UPDATE organization_words SET description = coalesce(new.description, '') WHERE rowid = new.organization_id;
END;
CREATE TRIGGER organization_words_profile_delete AFTER DELETE ON organization_profiles BEGIN
  UPDATE organization_words SET description = '' WHERE rowid = old.organization_id;
END;

-- "Recently updated" order (sort=-updated_at).
CREATE INDEX organizations_tenant_updated ON organizations (tenant_id, updated_at, id);
