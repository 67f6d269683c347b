-- One-on-one help (issue 23, docs/one-on-one-help.md): a resident's request for a hand, made
-- without an account and confirmed by mail (token_hash); volunteers offer to help (help_offers);
-- the centre's staff match one volunteer (volunteer_id) and follow up (follow_up, closed).
-- name, email and phone are the requester's: shown to the centre's staff and the matched
-- volunteer only (api/src/resources/help-requests/serializer.ts).
CREATE TABLE help_requests (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  locale TEXT NOT NULL DEFAULT 'nl' CHECK (locale IN ('nl', 'en')),
  what TEXT NOT NULL,
  how_often TEXT NOT NULL CHECK (how_often IN ('once', 'weekly', 'monthly', 'now_and_then')),
  area TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'unconfirmed' CHECK (status IN ('unconfirmed', 'open', 'matched', 'closed')),
  token_hash TEXT NOT NULL,
  volunteer_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  follow_up TEXT,
  confirmed_at TEXT,
  matched_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- A centre's requests by status, newest first (staff, and the open ones for volunteers).
CREATE INDEX help_requests_center ON help_requests (tenant_id, volunteer_center_id, status, id);
-- The requests matched to a volunteer.
CREATE INDEX help_requests_volunteer ON help_requests (tenant_id, volunteer_id) WHERE volunteer_id IS NOT NULL;
CREATE UNIQUE INDEX help_requests_token ON help_requests (tenant_id, token_hash);

CREATE TABLE help_offers (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  help_request_id INTEGER NOT NULL REFERENCES help_requests (id) ON DELETE CASCADE,
  volunteer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One offer per volunteer per request.
CREATE UNIQUE INDEX help_offers_request ON help_offers (tenant_id, help_request_id, volunteer_id);
CREATE INDEX help_offers_volunteer ON help_offers (tenant_id, volunteer_id);
