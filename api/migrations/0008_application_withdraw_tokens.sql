-- Guest withdrawal (docs/applications.md): a guest has no account, so the confirmation mail
-- carries a single-purpose link. Only the SHA-256 of its random token is stored; the row goes
-- when the application is withdrawn, and a token past expires_at is refused like a wrong one.
CREATE TABLE application_withdraw_tokens (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  application_id INTEGER NOT NULL UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX application_withdraw_tokens_tenant ON application_withdraw_tokens (tenant_id, token_hash);
