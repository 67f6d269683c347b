-- A deleted account is kept for a grace period before it is anonymised (issue 49,
-- docs/decisions/0017-account-deletion-grace-period.md): deleted_at marks the deletion,
-- removal_due_at when the cron anonymises it (NULL once done, or for accounts anonymised before
-- this migration), status_before_deletion what a restore gives back.
ALTER TABLE users ADD COLUMN removal_due_at TEXT;
ALTER TABLE users ADD COLUMN status_before_deletion TEXT;

-- The roles of an account awaiting removal, held aside so that nothing that reads roles (the
-- lists, who is mailed, who may do what) sees them; a restore moves them back.
CREATE TABLE held_roles (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  resource_type TEXT,
  resource_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX held_roles_user ON held_roles (tenant_id, user_id);

-- The cron's walk and the lists' "deleted" section read only the accounts awaiting removal.
CREATE INDEX users_removal_due ON users (removal_due_at) WHERE removal_due_at IS NOT NULL;
-- The pool leaves out deleted accounts' profiles: few rows, read through this partial index.
CREATE INDEX users_deleted ON users (tenant_id, id) WHERE deleted_at IS NOT NULL;
