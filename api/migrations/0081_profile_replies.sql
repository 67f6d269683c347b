-- Replies to volunteer profiles (issue 23, docs/volunteer-profiles.md "Replies"): an
-- organization's message (and optionally a vacancy) to a volunteer of the pool. Accepting opens a
-- conversation (conversation_id); declining closes it. At most PROFILE_REPLIES_PER_DAY per
-- organization in 24 hours, counted on profile_replies_organization.
CREATE TABLE profile_replies (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  volunteer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  vacancy_id INTEGER REFERENCES vacancies (id) ON DELETE SET NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  conversation_id INTEGER REFERENCES conversations (id) ON DELETE SET NULL,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- The volunteer's replies, newest first.
CREATE INDEX profile_replies_volunteer ON profile_replies (tenant_id, volunteer_id, id);
-- An organization's sent replies, newest first, and its count of the last 24 hours.
CREATE INDEX profile_replies_organization ON profile_replies (tenant_id, organization_id, created_at);
