-- A centre's news (issue 26, docs/content.md). published_at NULL: a draft; in the future:
-- scheduled (the public lists compare it with the time of the request, so it appears by itself).
CREATE TABLE news_items (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 80),
  summary TEXT NOT NULL DEFAULT '' CHECK (length(summary) <= 500),
  -- A Tiptap document, checked against the allowlist of api/src/rich-text on every write.
  body TEXT NOT NULL DEFAULT '{"type":"doc","content":[]}',
  published_at TEXT,
  pinned INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX news_items_center_slug ON news_items (volunteer_center_id, slug);
-- /nieuws: pinned first, newest first, published only.
CREATE INDEX news_items_feed ON news_items (tenant_id, volunteer_center_id, pinned DESC, published_at DESC);
