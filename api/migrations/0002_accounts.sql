-- Accounts and sign-in: users, their devise_token_auth clients, roles, a minimal organizations
-- table, the mail outbox and rate-limit counters. Every table carries tenant_id; the api worker
-- filters every query by it. Secrets (passwords, tokens) are stored only as hashes.

-- An archived user is anonymised, not deleted, so rows that reference it stay valid: email, names,
-- phone and password are cleared (NULL) and status is 'archived'.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  -- The centre (partner) the account was registered with; NULL may sign in at any centre.
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  -- Stored trimmed and lower-cased; it is the devise_token_auth `uid`.
  email TEXT CHECK (email IS NULL OR (email = lower(email) AND length(email) <= 254)),
  -- A requested e-mail change, applied when its confirmation link is used (devise reconfirmable).
  unconfirmed_email TEXT,
  -- Self-describing: pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>.
  password_digest TEXT,
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  periodic_mail TEXT NOT NULL DEFAULT 'none' CHECK (periodic_mail IN ('none', 'weekly', 'monthly')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'inactive', 'archived')),
  confirmed_at TEXT,
  confirmation_token_digest TEXT,
  confirmation_sent_at TEXT,
  reset_password_token_digest TEXT,
  reset_password_sent_at TEXT,
  deleted_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One account per e-mail address per tenant (NULLs of archived users do not collide).
CREATE UNIQUE INDEX users_tenant_email ON users (tenant_id, email);
CREATE UNIQUE INDEX users_confirmation_token ON users (tenant_id, confirmation_token_digest);
CREATE UNIQUE INDEX users_reset_password_token ON users (tenant_id, reset_password_token_digest);

-- One row per signed-in client (browser session) of a user: devise_token_auth's `tokens` hash.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client TEXT NOT NULL,
  token_digest TEXT NOT NULL,
  -- The token before the last rotation; accepted only within the batch window after updated_at.
  previous_token_digest TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The time of the last rotation: the batch window is measured from it.
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX auth_tokens_client ON auth_tokens (tenant_id, client);
CREATE INDEX auth_tokens_user ON auth_tokens (tenant_id, user_id, expires_at);

-- Deliberately minimal; the organizations issue extends it (address, profile, vacancies, ...).
CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  name TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'Organization' CHECK (type IN ('Organization', 'School', 'VolunteerCenter')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('approved', 'pending', 'denied', 'archived')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX organizations_tenant ON organizations (tenant_id, volunteer_center_id, id);

-- A role held by a user, rolify-style: global (no resource) or scoped to one resource. Role names
-- are checked in code (docs/roles.md), so a new role needs no table rebuild.
CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  resource_type TEXT CHECK (resource_type IN ('Organization', 'VolunteerCenter')),
  resource_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((resource_type IS NULL) = (resource_id IS NULL))
);
CREATE UNIQUE INDEX roles_unique ON roles (tenant_id, user_id, name, ifnull(resource_type, ''), ifnull(resource_id, 0));
CREATE INDEX roles_resource ON roles (tenant_id, resource_type, resource_id, name);

-- Every mail is written here first; a delivery adapter sends it and sets sent_at.
CREATE TABLE outbox_messages (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('nl', 'en')),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX outbox_messages_tenant ON outbox_messages (tenant_id, created_at, id);
CREATE INDEX outbox_messages_user ON outbox_messages (tenant_id, user_id);

-- Fixed-window attempt counters. bucket is a SHA-256 of action, kind and value, so neither
-- e-mail addresses nor IP addresses are stored here.
CREATE TABLE rate_limit_counters (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, bucket, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
