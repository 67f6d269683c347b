-- Volunteer profiles (issue 23, docs/volunteer-profiles.md): one per user, opt-in, seen only
-- within the volunteer's centre while published. No address: the postcode area (PC4) and its
-- centre point are all a profile holds, so a distance is measured between areas, never homes.
CREATE TABLE volunteer_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  -- The centre whose staff and organizations may find it: the user's, else where it was made.
  volunteer_center_id INTEGER NOT NULL REFERENCES volunteer_centers (id),
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  published_at TEXT,
  introduction TEXT,
  skills TEXT,
  -- Bits 0…20: mon_morning … sun_evening (contract/volunteer-profiles AVAILABILITY_SLOTS).
  availability INTEGER NOT NULL DEFAULT 0 CHECK (availability BETWEEN 0 AND 2097151),
  hours_per_week INTEGER CHECK (hours_per_week IS NULL OR hours_per_week BETWEEN 1 AND 80),
  postcode_area TEXT CHECK (postcode_area IS NULL OR postcode_area GLOB '[1-9][0-9][0-9][0-9]'),
  latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  travel_km INTEGER CHECK (travel_km IS NULL OR travel_km BETWEEN 1 AND 200),
  -- Bits of PROFILE_FIELDS organizations may see (introduction, skills, themes, availability,
  -- hours_per_week, area); the centre's staff see them all. Everything shown by default.
  visible_fields INTEGER NOT NULL DEFAULT 63 CHECK (visible_fields BETWEEN 0 AND 63),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- The pool's list: a centre's published profiles, newest first.
CREATE INDEX volunteer_profiles_pool ON volunteer_profiles (tenant_id, volunteer_center_id, published_at)
  WHERE published = 1;
-- The pool near a postcode: a latitude band first, longitude and latitude in the index.
CREATE INDEX volunteer_profiles_pool_location ON volunteer_profiles (tenant_id, volunteer_center_id, latitude, longitude)
  WHERE published = 1 AND latitude IS NOT NULL;

-- A profile's themes: tags of its centre.
CREATE TABLE volunteer_profile_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  user_id INTEGER NOT NULL REFERENCES volunteer_profiles (user_id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX volunteer_profile_tags_tag ON volunteer_profile_tags (tenant_id, tag_id, user_id);

-- The pool's words: rowid = user_id. `everything` is what staff search; `shown` only the text
-- fields the volunteer shows organizations, so an organization's words never match a hidden one.
CREATE VIRTUAL TABLE volunteer_profile_search USING fts5 (
  everything,
  shown,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER volunteer_profiles_search_insert AFTER INSERT ON volunteer_profiles BEGIN
  INSERT INTO volunteer_profile_search (rowid, everything, shown) VALUES (
    new.user_id,
    coalesce(new.introduction, '') || ' ' || coalesce(new.skills, ''),
    CASE WHEN new.visible_fields & 1 THEN coalesce(new.introduction, '') ELSE '' END || ' ' ||
      CASE WHEN new.visible_fields & 2 THEN coalesce(new.skills, '') ELSE '' END);
END;

CREATE TRIGGER volunteer_profiles_search_update AFTER UPDATE OF introduction, skills, visible_fields ON volunteer_profiles BEGIN
  DELETE FROM volunteer_profile_search WHERE rowid = old.user_id;
  INSERT INTO volunteer_profile_search (rowid, everything, shown) VALUES (
    new.user_id,
    coalesce(new.introduction, '') || ' ' || coalesce(new.skills, ''),
    CASE WHEN new.visible_fields & 1 THEN coalesce(new.introduction, '') ELSE '' END || ' ' ||
      CASE WHEN new.visible_fields & 2 THEN coalesce(new.skills, '') ELSE '' END);
END;

CREATE TRIGGER volunteer_profiles_search_delete AFTER DELETE ON volunteer_profiles BEGIN
  DELETE FROM volunteer_profile_search WHERE rowid = old.user_id;
END;
