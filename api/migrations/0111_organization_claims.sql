-- "This is my organization" (issue 19, docs/organization-claims.md): a signed-in user asks to become
-- admin of an organization with a short reason; the staff of its centre accept or refuse.
-- domain_match: when asked, the user's confirmed address was on the organization's website domain.
CREATE TABLE organization_claims (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
  domain_match INTEGER NOT NULL DEFAULT 0,
  decided_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One waiting claim per user and organization.
CREATE UNIQUE INDEX organization_claims_pending
  ON organization_claims (tenant_id, organization_id, user_id) WHERE status = 'pending';
-- Staff's queue: the waiting claims, oldest first.
CREATE INDEX organization_claims_status ON organization_claims (tenant_id, status, id);
CREATE INDEX organization_claims_user ON organization_claims (tenant_id, user_id, id);
