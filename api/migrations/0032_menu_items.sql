-- The header and footer menus of a centre (issue 26, docs/content.md): each item links to one
-- page, one news item or one internal path; items are ordered by position; an item may sit under
-- one top-level item of the same menu (one level of nesting, checked by the api).
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id) ON DELETE CASCADE,
  menu TEXT NOT NULL CHECK (menu IN ('header', 'footer')),
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  page_id INTEGER REFERENCES pages (id) ON DELETE CASCADE,
  news_item_id INTEGER REFERENCES news_items (id) ON DELETE CASCADE,
  path TEXT CHECK (path IS NULL OR (substr(path, 1, 1) = '/' AND substr(path, 2, 1) NOT IN ('/', '\'))),
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 999),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((page_id IS NOT NULL) + (news_item_id IS NOT NULL) + (path IS NOT NULL) = 1)
);
CREATE INDEX menu_items_center ON menu_items (tenant_id, volunteer_center_id, menu, position);
