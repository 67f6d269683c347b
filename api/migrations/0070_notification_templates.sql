-- Editable notification templates (docs/mail.md "Templates"). A row is a changed text: with a
-- volunteer_center_id the centre's (its staff), without one the tenant's default (super admins).
-- No row: the code's default. Each row holds both languages; bodies are stored rich-text docs.
CREATE TABLE notification_templates (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  subject_nl TEXT NOT NULL,
  body_nl TEXT NOT NULL,
  subject_en TEXT NOT NULL,
  body_en TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One text per kind for the tenant and one per kind per centre (NULL centres compare unequal in a
-- plain UNIQUE, hence the expression).
CREATE UNIQUE INDEX notification_templates_scope
  ON notification_templates (tenant_id, IFNULL(volunteer_center_id, 0), kind);

-- The outbox keeps what a mail's variables were and which centre it is sent for, so the consumer
-- renders it with the text that applies when it is sent (the centre's, else the tenant's).
ALTER TABLE outbox_messages ADD COLUMN volunteer_center_id INTEGER;
ALTER TABLE outbox_messages ADD COLUMN vars_json TEXT;
