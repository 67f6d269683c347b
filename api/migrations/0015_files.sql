-- Uploaded files (docs/files.md). The bytes live in R2 (the FILES binding) under `key`,
-- `<tenant>/<kind>/<sha256>.<ext>`: the tenant's prefix and a content hash, so one upload of the
-- same bytes is one object. This row is what the api knows of them: the type the content was
-- checked to be, its size, and who uploaded it. A record refers to a file by its URL
-- (`/files/<key>`); when no record refers to it any more, row and object are deleted together.
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, key)
);
