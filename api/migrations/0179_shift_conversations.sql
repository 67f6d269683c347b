-- A conversation may be about a shift (issue 48, docs/conversations.md, docs/shifts-and-hours.md):
-- subject `Shift` (subject_id: the shift), between a volunteer signed up for it and the side that
-- runs its activity (the organization's admins, or the centre's staff for the centre's own
-- activity). One per shift and volunteer (the unique index at the end), so "message everyone of
-- a shift" adds to each volunteer's one conversation about it.
--
-- SQLite cannot change a CHECK, so `conversations` is rebuilt exactly as 0137 did it, for the same
-- reason and in the same order: D1 enforces foreign keys during migrations and a DROP TABLE of a
-- parent cascades into its children, so messages, conversation_participants and profile_replies
-- are rebuilt too, pointing at `conversations_new`, the children dropped before the parent.
-- Every column of 0137 (closed_at too) and every row is copied with its id; every index of 0041,
-- 0081 and 0137 is made again. No trigger was ever made on these four tables (0137 and later).
-- api/src/db/rebuild-0179.test.ts runs this file over filled tables and checks.
CREATE TABLE conversations_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  kind TEXT NOT NULL CHECK (kind IN ('volunteer_organization', 'organization_center', 'volunteer_center')),
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  organization_id INTEGER REFERENCES organizations (id) ON DELETE CASCADE,
  volunteer_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  subject_type TEXT CHECK (subject_type IS NULL OR subject_type IN ('Vacancy', 'Application', 'HelpRequest', 'Shift')),
  subject_id INTEGER,
  topic TEXT NOT NULL,
  blocked_side TEXT CHECK (blocked_side IS NULL OR blocked_side IN ('volunteer', 'organization', 'center')),
  blocked_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reported_at TEXT,
  reported_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  report_reason TEXT,
  messages_count INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT,
    closed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((kind = 'organization_center') = (volunteer_id IS NULL)),
  CHECK ((kind = 'volunteer_center') = (organization_id IS NULL)),
  CHECK (kind <> 'volunteer_center' OR volunteer_center_id IS NOT NULL)
);
INSERT INTO conversations_new (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type,
    subject_id, topic, blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at,
    closed_at, created_at, updated_at)
  SELECT id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type,
    subject_id, topic, blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at,
    closed_at, created_at, updated_at
  FROM conversations;

CREATE TABLE messages_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  conversation_id INTEGER NOT NULL REFERENCES conversations_new (id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  side TEXT NOT NULL CHECK (side IN ('volunteer', 'organization', 'center')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO messages_new (id, tenant_id, conversation_id, sender_id, side, body, created_at)
  SELECT id, tenant_id, conversation_id, sender_id, side, body, created_at FROM messages;

CREATE TABLE conversation_participants_new (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  conversation_id INTEGER NOT NULL REFERENCES conversations_new (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('volunteer', 'organization', 'center')),
  unread_count INTEGER NOT NULL DEFAULT 0,
  last_read_message_id INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT,
  archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  mailed_at TEXT,
  mail_pending INTEGER NOT NULL DEFAULT 0 CHECK (mail_pending IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (conversation_id, user_id)
) WITHOUT ROWID;
INSERT INTO conversation_participants_new (tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id,
    last_message_at, archived, mailed_at, mail_pending, created_at)
  SELECT tenant_id, conversation_id, user_id, side, unread_count, last_read_message_id,
    last_message_at, archived, mailed_at, mail_pending, created_at
  FROM conversation_participants;

CREATE TABLE profile_replies_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  volunteer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  vacancy_id INTEGER REFERENCES vacancies (id) ON DELETE SET NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  conversation_id INTEGER REFERENCES conversations_new (id) ON DELETE SET NULL,
  answered_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO profile_replies_new (id, tenant_id, organization_id, volunteer_id, sender_id, vacancy_id, message, status,
    conversation_id, answered_at, created_at, updated_at)
  SELECT id, tenant_id, organization_id, volunteer_id, sender_id, vacancy_id, message, status,
    conversation_id, answered_at, created_at, updated_at
  FROM profile_replies;

-- Children first (nothing points at them), then the parent, now without children.
DROP TABLE messages;
DROP TABLE conversation_participants;
DROP TABLE profile_replies;
DROP TABLE conversations;
ALTER TABLE conversations_new RENAME TO conversations;
ALTER TABLE messages_new RENAME TO messages;
ALTER TABLE conversation_participants_new RENAME TO conversation_participants;
ALTER TABLE profile_replies_new RENAME TO profile_replies;

-- The indexes of 0041, 0081 and 0137, as they were (they went with the old tables).
CREATE INDEX conversations_subject ON conversations (tenant_id, organization_id, volunteer_id, subject_type, subject_id);
CREATE INDEX conversations_reported ON conversations (tenant_id, volunteer_center_id, reported_at)
  WHERE reported_at IS NOT NULL;
CREATE INDEX messages_conversation ON messages (conversation_id, id);
CREATE INDEX conversation_participants_inbox ON conversation_participants
  (tenant_id, user_id, archived, last_message_at);
CREATE INDEX conversation_participants_unread ON conversation_participants (tenant_id, user_id)
  WHERE unread_count > 0;
CREATE INDEX conversation_participants_mail ON conversation_participants (mail_pending, mailed_at)
  WHERE mail_pending = 1;
CREATE INDEX profile_replies_volunteer ON profile_replies (tenant_id, volunteer_id, id);
CREATE INDEX profile_replies_organization ON profile_replies (tenant_id, organization_id, created_at);
-- One conversation per help request and volunteer: a match back to an earlier volunteer reopens theirs.
CREATE UNIQUE INDEX conversations_help_request ON conversations (tenant_id, subject_id, volunteer_id)
  WHERE subject_type = 'HelpRequest';
-- One conversation per shift and volunteer.
CREATE UNIQUE INDEX conversations_shift ON conversations (tenant_id, subject_id, volunteer_id)
  WHERE subject_type = 'Shift';
