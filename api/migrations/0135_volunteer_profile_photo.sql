-- A volunteer's optional profile photo (issue 23, docs/volunteer-profiles.md): the URL of a
-- private `profile_photo` file in R2 (docs/files.md), served only to whoever may read the
-- profile. Listed in FILE_REFERENCES, so a replaced or removed photo leaves R2.
ALTER TABLE volunteer_profiles ADD COLUMN photo_url TEXT;
