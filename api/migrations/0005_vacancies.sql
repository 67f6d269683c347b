-- Vacancies and applications (issue 7), docs/vacancies.md.
-- Dates without a time (start, end, expiry) are 'YYYY-MM-DD' text; moments are ISO-8601 UTC text.
CREATE TABLE vacancies (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Tiptap (ProseMirror) JSON, checked against the allowlist of api/src/rich-text before it is
  -- stored; description_text is its plain text, kept for the search index.
  description TEXT NOT NULL DEFAULT '{"type":"doc","content":[]}',
  description_text TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed', 'archived')),
  remote INTEGER NOT NULL DEFAULT 0 CHECK (remote IN (0, 1)),
  street TEXT,
  house_number TEXT,
  postal_code TEXT,
  city TEXT,
  latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  hours_per_week REAL CHECK (hours_per_week IS NULL OR hours_per_week BETWEEN 0 AND 168),
  commitment TEXT NOT NULL DEFAULT 'recurring' CHECK (commitment IN ('one_off', 'recurring')),
  starts_on TEXT,
  ends_on TEXT,
  places INTEGER CHECK (places IS NULL OR places >= 1),
  requirements TEXT,
  contact_name TEXT,
  contact_email TEXT,
  contact_phone TEXT,
  published_at TEXT,
  expires_on TEXT,
  -- The expires_on the 'still current?' reminder was sent for: one reminder per expiry date.
  expiry_reminded_for TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX vacancies_tenant_status ON vacancies (tenant_id, status, published_at);
CREATE INDEX vacancies_tenant_organization ON vacancies (tenant_id, organization_id);
CREATE INDEX vacancies_expiry ON vacancies (status, expires_on);
-- The typical public searches without words (docs/vacancies.md, npm run bench:search): remote
-- ones newest first, and a bounding box around a point.
CREATE INDEX vacancies_tenant_remote ON vacancies (tenant_id, remote, status, published_at);
CREATE INDEX vacancies_tenant_latitude ON vacancies (tenant_id, latitude);

-- Full-text search: rowid = vacancies.id. unicode61 with remove_diacritics 2 folds 'café' and
-- 'cafe' to one token. Kept in sync by the triggers below (title, text, organization name).
CREATE VIRTUAL TABLE vacancy_search USING fts5 (
  title,
  description,
  organization,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER vacancies_search_insert AFTER INSERT ON vacancies BEGIN
  INSERT INTO vacancy_search (rowid, title, description, organization)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id));
END;

CREATE TRIGGER vacancies_search_update AFTER UPDATE OF title, description_text, organization_id ON vacancies BEGIN
  DELETE FROM vacancy_search WHERE rowid = old.id;
  INSERT INTO vacancy_search (rowid, title, description, organization)
  VALUES (new.id, new.title, new.description_text,
    (SELECT name FROM organizations WHERE id = new.organization_id));
END;

CREATE TRIGGER vacancies_search_delete AFTER DELETE ON vacancies BEGIN
  DELETE FROM vacancy_search WHERE rowid = old.id;
END;

CREATE TRIGGER organizations_vacancy_search_rename AFTER UPDATE OF name ON organizations BEGIN
  UPDATE vacancy_search SET organization = new.name
  WHERE rowid IN (SELECT id FROM vacancies WHERE organization_id = new.id);
END;

CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  vacancy_id INTEGER NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  -- A signed-in applicant; NULL for a guest, who leaves a name, address and phone instead.
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  name TEXT,
  email TEXT,
  phone TEXT,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  motivation TEXT NOT NULL CHECK (length(motivation) BETWEEN 1 AND 5000),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'accepted', 'declined', 'withdrawn')),
  -- The message sent with the last status change, and when that change happened.
  status_message TEXT,
  status_changed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX applications_tenant_vacancy ON applications (tenant_id, vacancy_id, status);
CREATE INDEX applications_tenant_user ON applications (tenant_id, user_id);
