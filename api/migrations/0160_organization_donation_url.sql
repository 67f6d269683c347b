-- An organization's donation page (issue 49): an optional http(s) link on its profile, shown on
-- its public page as "Doneren". Checked as the website is (contract/organizations profileRules).
ALTER TABLE organization_profiles ADD COLUMN donation_url TEXT;
