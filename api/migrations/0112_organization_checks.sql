-- Issue 19, "are your details still correct?" (docs/organization-checks.md). One row per
-- organization once it was mailed or checked; a missing row means never (its created_at counts).
CREATE TABLE organization_checks (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  checked_at TEXT,
  mailed_at TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The mailed links: every run adds one per organization (its admins share it), so an older mail's
-- link keeps working until it expires. Only the SHA-256 of a token is stored.
CREATE TABLE organization_check_tokens (
  token_digest TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  organization_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX organization_check_tokens_organization ON organization_check_tokens (organization_id);
