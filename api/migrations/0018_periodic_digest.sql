-- The periodic digest (issue 20, docs/mail.md "The periodic digest"): a volunteer who chose a
-- weekly or monthly mail (users.periodic_mail) gets the vacancies published since their last
-- digest that match their themes (tags of their centre) and their distance from their postcode.

-- What the volunteer chose beside the period. The postcode's point is kept so planning never
-- calls the geocoder; no postcode or no distance = anywhere.
ALTER TABLE users ADD COLUMN digest_postcode TEXT;
ALTER TABLE users ADD COLUMN digest_distance_km INTEGER
  CHECK (digest_distance_km IS NULL OR digest_distance_km BETWEEN 1 AND 500);
ALTER TABLE users ADD COLUMN digest_latitude REAL
  CHECK (digest_latitude IS NULL OR digest_latitude BETWEEN -90 AND 90);
ALTER TABLE users ADD COLUMN digest_longitude REAL
  CHECK (digest_longitude IS NULL OR digest_longitude BETWEEN -180 AND 180);
-- Vacancies published after digest_since are new to this volunteer; the next digest is planned
-- at digest_due_at. Both move when a digest is planned (also an empty one, which is not sent).
ALTER TABLE users ADD COLUMN digest_since TEXT;
ALTER TABLE users ADD COLUMN digest_due_at TEXT;
-- The one-click unsubscribe link's token (List-Unsubscribe, RFC 8058): it can only switch the
-- digest off, so it is kept as is and stays the same in every digest (an old mail's link works).
ALTER TABLE users ADD COLUMN digest_unsubscribe_token TEXT;

CREATE UNIQUE INDEX users_digest_unsubscribe_token ON users (tenant_id, digest_unsubscribe_token)
  WHERE digest_unsubscribe_token IS NOT NULL;
-- The planner's batches: the subscribers whose digest is due, oldest first.
CREATE INDEX users_digest_due ON users (digest_due_at, id) WHERE digest_due_at IS NOT NULL;

-- The volunteer's themes: tags of their centre. None = every theme.
CREATE TABLE user_digest_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, user_id, tag_id)
) WITHOUT ROWID;

-- Every vacancy a digest listed, per volunteer: never the same vacancy twice (a vacancy published
-- again gets a new published_at, but it was not new to them).
CREATE TABLE digest_vacancies (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vacancy_id INTEGER NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, user_id, vacancy_id)
) WITHOUT ROWID;

-- The schedule follows the choice, whoever writes it (the profile screen, the unsubscribe link):
-- subscribing starts from now (the vacancies already there are not new), switching between weekly
-- and monthly keeps the last digest's moment, unsubscribing clears the schedule.
CREATE TRIGGER users_digest_schedule AFTER UPDATE OF periodic_mail ON users
WHEN new.periodic_mail IS NOT old.periodic_mail BEGIN
  UPDATE users SET digest_since = CASE
      WHEN new.periodic_mail = 'none' THEN NULL
      WHEN old.periodic_mail = 'none' OR old.digest_since IS NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      ELSE old.digest_since END
  WHERE id = new.id;
  UPDATE users SET digest_due_at = CASE new.periodic_mail
      WHEN 'weekly' THEN strftime('%Y-%m-%dT%H:%M:%fZ', digest_since, '+7 days')
      WHEN 'monthly' THEN strftime('%Y-%m-%dT%H:%M:%fZ', digest_since, '+1 month')
      ELSE NULL END
  WHERE id = new.id;
END;

CREATE TRIGGER users_digest_schedule_insert AFTER INSERT ON users
WHEN new.periodic_mail <> 'none' BEGIN
  UPDATE users SET digest_since = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    digest_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
      CASE new.periodic_mail WHEN 'weekly' THEN '+7 days' ELSE '+1 month' END)
  WHERE id = new.id;
END;

-- Those who chose a digest before it existed get their first one a period from now.
UPDATE users SET digest_since = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
  digest_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
    CASE periodic_mail WHEN 'weekly' THEN '+7 days' ELSE '+1 month' END)
WHERE periodic_mail <> 'none';
