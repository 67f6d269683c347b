-- What a centre sets on /instellingen (docs/settings.md) beyond the theme of 0001: the shape of
-- its components, its footer (address, contact, opening hours, social and footer links) and the
-- contact person visitors reach. Link lists are JSON arrays, validated by the api on write.
ALTER TABLE volunteer_center_profiles ADD COLUMN shape TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN footer_address TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN footer_phone TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN footer_email TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN opening_hours TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN social_links TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN footer_links TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN contact_name TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN contact_role TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN contact_phone TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN contact_email TEXT;
ALTER TABLE volunteer_center_profiles ADD COLUMN contact_photo_url TEXT;
