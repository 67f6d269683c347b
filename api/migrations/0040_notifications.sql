-- Notifications (issue 22, docs/notifications.md): what happened to a user, read or unread, each
-- linking to its subject. Written by notify() (api/src/resources/notifications/notify.ts) in the
-- same D1 batch as the change it reports.
-- `kind` is not CHECKed: the contract's NOTIFICATION_KINDS lists them, and later features add
-- theirs without rebuilding this table. `params` is JSON: the names the text shows, as they were.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  path TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A user's list, newest first; the unread count reads only the unread ones.
CREATE INDEX notifications_user ON notifications (tenant_id, user_id, id);
CREATE INDEX notifications_unread ON notifications (tenant_id, user_id) WHERE read_at IS NULL;
