-- The centre's file library and the platform's stock images (issue 26, docs/files.md).

-- /content/file-upload: a centre's own files (images and PDFs) to link or embed in pages and news.
-- The bytes are an upload of kind `content` (table files, R2); this row puts it in one centre's
-- library under the name it was uploaded with. The quota counts byte_size per centre. `url` is a
-- file reference (FILE_REFERENCES): while the row exists the file is kept.
CREATE TABLE library_files (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 160),
  content_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (volunteer_center_id, url)
);
CREATE INDEX library_files_center ON library_files (tenant_id, volunteer_center_id, created_at DESC);

-- /content/stock-images: licence-free images the platform offers every centre of every tenant,
-- so no tenant_id. The bytes are in R2 under `stock/image/<sha256>.<ext>`, served at
-- `/files/stock/image/<sha256>.<ext>` on every site.
CREATE TABLE stock_images (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  alt_nl TEXT NOT NULL CHECK (length(alt_nl) BETWEEN 1 AND 200),
  alt_en TEXT NOT NULL CHECK (length(alt_en) BETWEEN 1 AND 200),
  content_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A news item's image: one of the centre's uploads or a stock image, with its alternative text.
ALTER TABLE news_items ADD COLUMN image_url TEXT;
ALTER TABLE news_items ADD COLUMN image_alt TEXT NOT NULL DEFAULT '' CHECK (length(image_alt) <= 200);
