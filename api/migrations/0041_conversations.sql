-- Conversations (issue 22, docs/conversations.md): a volunteer with an organization (about a
-- vacancy or an application), or an organization with its centre's staff. Who may take part is
-- decided from the sides (the volunteer; the organization's admins; the centre's staff), so an
-- admin who leaves loses access; conversation_participants keeps each person's own state.
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  kind TEXT NOT NULL CHECK (kind IN ('volunteer_organization', 'organization_center')),
  -- The organization's centre: its staff are the centre side, and read a reported conversation.
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  volunteer_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  subject_type TEXT CHECK (subject_type IS NULL OR subject_type IN ('Vacancy', 'Application')),
  subject_id INTEGER,
  -- The vacancy's title (or the organization's name) when it started: the list reads no joins.
  topic TEXT NOT NULL,
  -- A side that blocked it: nobody posts until that side lifts the block.
  blocked_side TEXT CHECK (blocked_side IS NULL OR blocked_side IN ('volunteer', 'organization', 'center')),
  blocked_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reported_at TEXT,
  reported_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  report_reason TEXT,
  messages_count INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((kind = 'volunteer_organization') = (volunteer_id IS NOT NULL))
);
-- A volunteer's question about a vacancy continues the same conversation.
CREATE INDEX conversations_subject ON conversations (tenant_id, organization_id, volunteer_id, subject_type, subject_id);
-- The centre's reported conversations (staff).
CREATE INDEX conversations_reported ON conversations (tenant_id, volunteer_center_id, reported_at)
  WHERE reported_at IS NOT NULL;

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  side TEXT NOT NULL CHECK (side IN ('volunteer', 'organization', 'center')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Pages of a conversation, by id (keyset: older than, newer than).
CREATE INDEX messages_conversation ON messages (conversation_id, id);

-- Each person's own state in a conversation, written when they start, are written to, or read.
-- unread_count and last_message_at are kept here so the bell and the list read one row per
-- conversation of that person, never the messages.
CREATE TABLE conversation_participants (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('volunteer', 'organization', 'center')),
  unread_count INTEGER NOT NULL DEFAULT 0,
  last_read_message_id INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT,
  archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  -- Mail for new messages: at most one per conversation per quarter hour (docs/conversations.md).
  mailed_at TEXT,
  mail_pending INTEGER NOT NULL DEFAULT 0 CHECK (mail_pending IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (conversation_id, user_id)
) WITHOUT ROWID;
-- The list: a person's conversations, latest message first, archived apart.
CREATE INDEX conversation_participants_inbox ON conversation_participants
  (tenant_id, user_id, archived, last_message_at);
-- The unread count reads only the conversations with unread messages.
CREATE INDEX conversation_participants_unread ON conversation_participants (tenant_id, user_id)
  WHERE unread_count > 0;
-- The quarter-hour mail run: the people with a mail waiting.
CREATE INDEX conversation_participants_mail ON conversation_participants (mail_pending, mailed_at)
  WHERE mail_pending = 1;

-- Mail for new messages (profile screen /profile-edit/berichten): on unless switched off.
ALTER TABLE users ADD COLUMN message_mail INTEGER NOT NULL DEFAULT 1 CHECK (message_mail IN (0, 1));
