-- Co-admin invitations (issue 19, docs/organization-admins.md): an organization's admin or its
-- centre's staff invites an e-mail address; the mailed link (its token, stored as a SHA-256 digest)
-- makes whoever accepts it an admin of the organization. The same row and mail for an address
-- with or without an account, so the inviter never learns which it was.
CREATE TABLE organization_admin_invitations (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  token_digest TEXT NOT NULL,
  invited_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  sent_at TEXT NOT NULL,
  accepted_at TEXT,
  accepted_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The mailed link finds its invitation by the token's digest.
CREATE UNIQUE INDEX organization_admin_invitations_token
  ON organization_admin_invitations (tenant_id, token_digest);
-- One open invitation per address and organization: inviting again re-sends it.
CREATE UNIQUE INDEX organization_admin_invitations_open
  ON organization_admin_invitations (tenant_id, organization_id, email)
  WHERE accepted_at IS NULL;
