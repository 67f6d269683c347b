-- A match of one-on-one help continues as a conversation between the matched volunteer and the
-- centre's staff (issue 23, docs/one-on-one-help.md, docs/conversations.md): a third kind,
-- `volunteer_center`, which has no organization, about a `HelpRequest` subject; and `closed_at`,
-- set when the request is matched to someone else (the old volunteer keeps reading, nobody posts).
--
-- SQLite cannot change a CHECK or drop a NOT NULL, so `conversations` is rebuilt (ids kept).
-- D1 runs every migration with foreign keys enforced, and neither `defer_foreign_keys` nor
-- `legacy_alter_table` stops a DROP TABLE of a parent from deleting its children first: a
-- DROP of `conversations` while messages, conversation_participants and profile_replies point at
-- it would cascade (messages and participants deleted, profile_replies.conversation_id nulled).
-- So the three children are rebuilt too, each new one pointing at `conversations_new`: the old
-- children are dropped first, then the old parent (nothing points at it any more, nothing
-- cascades), and renaming `conversations_new` rewrites the children's references to
-- `conversations`. Every row is copied with its id; api/src/db/rebuild-0137.test.ts runs this
-- file over a database holding conversations, messages, participants and replies, and checks.
CREATE TABLE conversations_new (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  kind TEXT NOT NULL CHECK (kind IN ('volunteer_organization', 'organization_center', 'volunteer_center')),
  -- The organization's centre, or (volunteer_center) the centre whose staff are the other side.
  volunteer_center_id INTEGER REFERENCES volunteer_centers (id),
  organization_id INTEGER REFERENCES organizations (id) ON DELETE CASCADE,
  volunteer_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  subject_type TEXT CHECK (subject_type IS NULL OR subject_type IN ('Vacancy', 'Application', 'HelpRequest')),
  subject_id INTEGER,
  topic TEXT NOT NULL,
  blocked_side TEXT CHECK (blocked_side IS NULL OR blocked_side IN ('volunteer', 'organization', 'center')),
  blocked_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reported_at TEXT,
  reported_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  report_reason TEXT,
  messages_count INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT,
  -- Closed: still readable by its sides, nobody posts (a help request matched to someone else).
  closed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- A volunteer in each kind but organization ↔ centre; an organization in each kind but volunteer ↔ centre.
  CHECK ((kind = 'organization_center') = (volunteer_id IS NULL)),
  CHECK ((kind = 'volunteer_center') = (organization_id IS NULL)),
  CHECK (kind <> 'volunteer_center' OR volunteer_center_id IS NOT NULL)
);
INSERT INTO conversations_new (id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type,
    subject_id, topic, blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at,
    created_at, updated_at)
  SELECT id, tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type,
    subject_id, topic, blocked_side, blocked_by, reported_at, reported_by, report_reason, messages_count, last_message_at,
    created_at, updated_at
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

-- The indexes of 0041 and 0081, as they were (they went with the old tables).
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
