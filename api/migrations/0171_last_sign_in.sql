-- When a user last signed in themselves (issue 49: the users list shows and sorts by it). Set by
-- POST /auth/sign_in, not by staff signing in as them. Accounts that signed in before this get
-- their newest session's start, where one is still kept.
ALTER TABLE users ADD COLUMN last_sign_in_at TEXT;
UPDATE users SET last_sign_in_at = (SELECT max(t.created_at) FROM auth_tokens t WHERE t.tenant_id = users.tenant_id AND t.user_id = users.id);
CREATE INDEX users_last_sign_in ON users (tenant_id, last_sign_in_at);
