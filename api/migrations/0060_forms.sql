-- Forms (docs/forms.md): a centre's forms with their versions and the visitors' submissions.
-- A form's definition (steps and fields, contract/forms/definition.ts) lives in form_versions: a
-- change after the first submission adds a version, so every submission is read with the
-- definition it was filled in against. `token` is the public address's secret (/forms/<token>).
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL DEFAULT 'custom' CHECK (kind IN ('custom', 'contact')),
  title TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed')),
  token TEXT NOT NULL,
  retention_days INTEGER NOT NULL DEFAULT 365,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (token)
);
CREATE INDEX forms_center ON forms (tenant_id, volunteer_center_id);
-- One contact form per centre.
CREATE UNIQUE INDEX forms_contact ON forms (volunteer_center_id) WHERE kind = 'contact';

CREATE TABLE form_versions (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  definition TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (form_id, number)
);

CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  form_version_id INTEGER NOT NULL REFERENCES form_versions (id) ON DELETE CASCADE,
  answers TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'nl',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX form_submissions_form ON form_submissions (tenant_id, form_id, created_at);
CREATE INDEX form_submissions_version ON form_submissions (form_version_id);

-- Every centre has a contact form (/contactformulier), published, which its staff may edit: the
-- existing centres get one here, every new centre one from the trigger.
INSERT INTO forms (tenant_id, volunteer_center_id, kind, title, status, token)
  SELECT tenant_id, id, 'contact', 'Contactformulier', 'published', lower(hex(randomblob(16))) FROM volunteer_centers;
INSERT INTO form_versions (tenant_id, form_id, number, definition)
  SELECT tenant_id, id, 1, '{"steps":[{"title":{"nl":"","en":""}}],"fields":[{"key":"name","type":"short_text","step":1,"label":{"nl":"Naam","en":"Name"},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[]},{"key":"email","type":"email","step":1,"label":{"nl":"E-mailadres","en":"E-mail address"},"help":{"nl":"We antwoorden op dit adres.","en":"We reply to this address."},"required":true,"min":null,"max":null,"options":[]},{"key":"message","type":"long_text","step":1,"label":{"nl":"Bericht","en":"Message"},"help":{"nl":"","en":""},"required":true,"min":null,"max":2000,"options":[]}]}' FROM forms WHERE kind = 'contact';

CREATE TRIGGER volunteer_centers_contact_form AFTER INSERT ON volunteer_centers
BEGIN
  INSERT INTO forms (tenant_id, volunteer_center_id, kind, title, status, token)
    VALUES (NEW.tenant_id, NEW.id, 'contact', 'Contactformulier', 'published', lower(hex(randomblob(16))));
  INSERT INTO form_versions (tenant_id, form_id, number, definition)
    VALUES (NEW.tenant_id, last_insert_rowid(), 1, '{"steps":[{"title":{"nl":"","en":""}}],"fields":[{"key":"name","type":"short_text","step":1,"label":{"nl":"Naam","en":"Name"},"help":{"nl":"","en":""},"required":true,"min":null,"max":null,"options":[]},{"key":"email","type":"email","step":1,"label":{"nl":"E-mailadres","en":"E-mail address"},"help":{"nl":"We antwoorden op dit adres.","en":"We reply to this address."},"required":true,"min":null,"max":null,"options":[]},{"key":"message","type":"long_text","step":1,"label":{"nl":"Bericht","en":"Message"},"help":{"nl":"","en":""},"required":true,"min":null,"max":2000,"options":[]}]}');
END;
