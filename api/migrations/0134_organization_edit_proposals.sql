-- Proposed edits (issue 19, docs/organization-edit-proposals.md): a member of an organization
-- proposes new values for some of its details; its admins or its centre's staff accept or reject
-- each field. changes: a JSON object field -> proposed value ("" clears); decisions: a JSON object
-- field -> 'accepted' | 'rejected', null while pending. Nothing of the organization changes before
-- the decision; the accepted values are written in the same batch as the decision.
CREATE TABLE organization_edit_proposals (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note TEXT,
  changes TEXT NOT NULL CHECK (json_valid(changes)),
  decisions TEXT CHECK (decisions IS NULL OR json_valid(decisions)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'partly_accepted', 'rejected')),
  decided_by_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One waiting proposal per member and organization (a second one would only race the first).
CREATE UNIQUE INDEX organization_edit_proposals_pending
  ON organization_edit_proposals (tenant_id, organization_id, user_id) WHERE status = 'pending';
-- The deciders' queue per organization, and the dashboard's count of waiting ones.
CREATE INDEX organization_edit_proposals_organization ON organization_edit_proposals (tenant_id, organization_id, status, id);
CREATE INDEX organization_edit_proposals_status ON organization_edit_proposals (tenant_id, status, id);
CREATE INDEX organization_edit_proposals_user ON organization_edit_proposals (tenant_id, user_id, id);
