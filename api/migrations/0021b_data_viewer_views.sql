-- Every view of /admin/data-viewer (docs/data-viewer.md): who looked at which table, with which
-- search and page, when. Written by the api before it answers; nothing deletes these rows.
CREATE TABLE data_viewer_views (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  table_name TEXT,
  search TEXT,
  page_number INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX data_viewer_views_tenant ON data_viewer_views (tenant_id, created_at);
