-- API at scale, the social map's own requests (issue 8, docs/organizations.md "Benchmark"):
-- `/sociale-kaart` asks for approved organizations of one centre in name order, filtered by a tag
-- or a place, or nearest first around a postcode. The name order could not come from the tag's or
-- the place's index, so every match was read and sorted (3,000–8,000 rows), and every point of a
-- circle cost its organizations row for the status check.
--
-- The organization's name (the order), status and centre (the directory's filters, the
-- visibility check) are now copied onto its tag links and its address, and the filters' indexes
-- hold them: a name-ordered page of a tag or a place is the next entries of one index and stops
-- after the page, and a circle is checked from the location index alone.
--
-- Triggers keep the copies in step inside the statement that changes them (the API's writes,
-- seeds, console fixes), as 0009 does for the vacancies: a new link or address, one that moves to
-- another organization, an organization renamed, approved or moved to another centre.
-- read-queries.ts and directory.ts read the copies.
ALTER TABLE organization_addresses ADD COLUMN organization_name TEXT;
ALTER TABLE organization_addresses ADD COLUMN organization_status TEXT;
ALTER TABLE organization_addresses ADD COLUMN volunteer_center_id INTEGER;
ALTER TABLE organization_tags ADD COLUMN organization_name TEXT;
ALTER TABLE organization_tags ADD COLUMN organization_status TEXT;
ALTER TABLE organization_tags ADD COLUMN volunteer_center_id INTEGER;

UPDATE organization_addresses SET
  organization_name = (SELECT o.name FROM organizations o WHERE o.id = organization_addresses.organization_id),
  organization_status = (SELECT o.status FROM organizations o WHERE o.id = organization_addresses.organization_id),
  volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = organization_addresses.organization_id);
UPDATE organization_tags SET
  organization_name = (SELECT o.name FROM organizations o WHERE o.id = organization_tags.organization_id),
  organization_status = (SELECT o.status FROM organizations o WHERE o.id = organization_tags.organization_id),
  volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = organization_tags.organization_id);

CREATE TRIGGER organization_addresses_copy_insert AFTER INSERT ON organization_addresses BEGIN
  UPDATE organization_addresses SET
    organization_name = (SELECT o.name FROM organizations o WHERE o.id = new.organization_id),
    organization_status = (SELECT o.status FROM organizations o WHERE o.id = new.organization_id),
    volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = new.organization_id)
  WHERE id = new.id;
END;
CREATE TRIGGER organization_addresses_copy_move AFTER UPDATE OF organization_id ON organization_addresses BEGIN
  UPDATE organization_addresses SET
    organization_name = (SELECT o.name FROM organizations o WHERE o.id = new.organization_id),
    organization_status = (SELECT o.status FROM organizations o WHERE o.id = new.organization_id),
    volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = new.organization_id)
  WHERE id = new.id;
END;
CREATE TRIGGER organization_tags_copy_insert AFTER INSERT ON organization_tags BEGIN
  UPDATE organization_tags SET
    organization_name = (SELECT o.name FROM organizations o WHERE o.id = new.organization_id),
    organization_status = (SELECT o.status FROM organizations o WHERE o.id = new.organization_id),
    volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = new.organization_id)
  WHERE organization_id = new.organization_id AND tag_id = new.tag_id;
END;
CREATE TRIGGER organization_tags_copy_move AFTER UPDATE OF organization_id ON organization_tags BEGIN
  UPDATE organization_tags SET
    organization_name = (SELECT o.name FROM organizations o WHERE o.id = new.organization_id),
    organization_status = (SELECT o.status FROM organizations o WHERE o.id = new.organization_id),
    volunteer_center_id = (SELECT o.volunteer_center_id FROM organizations o WHERE o.id = new.organization_id)
  WHERE organization_id = new.organization_id AND tag_id = new.tag_id;
END;
CREATE TRIGGER organizations_directory_copy AFTER UPDATE OF name, status, volunteer_center_id ON organizations
WHEN old.name IS NOT new.name OR old.status IS NOT new.status OR old.volunteer_center_id IS NOT new.volunteer_center_id BEGIN
  UPDATE organization_addresses SET organization_name = new.name, organization_status = new.status,
    volunteer_center_id = new.volunteer_center_id WHERE organization_id = new.id;
  UPDATE organization_tags SET organization_name = new.name, organization_status = new.status,
    volunteer_center_id = new.volunteer_center_id WHERE organization_id = new.id;
END;

-- A name-ordered page of a tag or a place: seek on the tenant, the tag or place, the status and
-- the centre, then read names in order (the organization id breaks ties, as the list's order
-- does). A tenant that shares its centres lists without a centre filter: the second index gives
-- it the name order, with the centre at the end for the checks (an admin's centre list too).
-- 0004's tag index and 0010's city index stay: they hand over a page in organization-id order.
CREATE INDEX organization_tags_directory ON organization_tags (
  tenant_id, tag_id, organization_status, volunteer_center_id, organization_name, organization_id);
CREATE INDEX organization_tags_directory_all ON organization_tags (
  tenant_id, tag_id, organization_status, organization_name, organization_id, volunteer_center_id);
CREATE INDEX organization_addresses_directory ON organization_addresses (
  tenant_id, city COLLATE NOCASE, organization_status, volunteer_center_id, organization_name, organization_id);
CREATE INDEX organization_addresses_directory_all ON organization_addresses (
  tenant_id, city COLLATE NOCASE, organization_status, organization_name, organization_id, volunteer_center_id);

-- Nearest first: the status first (the public asks for approved ones only; the admins' lists
-- seek each status, read-queries.ts), then 0.005° (556 m) latitude bands, as
-- vacancies_public_location (0009), and the centre and name beside each point, so a circle's
-- candidates are checked without their organizations rows. directory.ts withinCircle repeats the
-- band expression exactly.
DROP INDEX organization_addresses_location;
CREATE INDEX organization_addresses_location ON organization_addresses (
  tenant_id, organization_status, CAST((latitude + 90) * 200 AS INTEGER), longitude, latitude,
  volunteer_center_id, organization_id, organization_name
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

ANALYZE;
PRAGMA optimize;
