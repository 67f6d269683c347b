-- API at scale, step 2 (issue 8, docs/vacancies.md "Benchmark"): the public check of a vacancy
-- reads one row instead of two. "Public" needs the organization approved; that was a lookup of
-- the organizations row for every candidate of a search. The approval is now copied onto the
-- vacancy (organization_approved, 1 or 0) and the public-list indexes hold it.
--
-- Triggers keep the copy in step inside the statement that changes it (so in the same D1 batch
-- as the API's write, and also for writes around the API: seeds, console fixes): a new vacancy,
-- a vacancy that moves to another organization, an organization whose status changes.
-- read-queries.ts publicSql reads the copy.
ALTER TABLE vacancies ADD COLUMN organization_approved INTEGER NOT NULL DEFAULT 0
  CHECK (organization_approved IN (0, 1));

UPDATE vacancies SET organization_approved = EXISTS (
  SELECT 1 FROM organizations o WHERE o.id = vacancies.organization_id AND o.status = 'approved');

CREATE TRIGGER vacancies_organization_approved_insert AFTER INSERT ON vacancies BEGIN
  UPDATE vacancies SET organization_approved = EXISTS (
    SELECT 1 FROM organizations o WHERE o.id = new.organization_id AND o.status = 'approved')
  WHERE id = new.id;
END;

CREATE TRIGGER vacancies_organization_approved_move AFTER UPDATE OF organization_id ON vacancies BEGIN
  UPDATE vacancies SET organization_approved = EXISTS (
    SELECT 1 FROM organizations o WHERE o.id = new.organization_id AND o.status = 'approved')
  WHERE id = new.id;
END;

CREATE TRIGGER organizations_vacancies_approved AFTER UPDATE OF status ON organizations
WHEN (old.status = 'approved') IS NOT (new.status = 'approved') BEGIN
  UPDATE vacancies SET organization_approved = (new.status = 'approved')
  WHERE organization_id = new.id;
END;

-- The public lists seek on status and the copy, then read in the list's order: published_at
-- newest first and, for equal dates, the id (read-queries.ts orderBy's tie-break; without it in
-- the index, every vacancy of the same date was read and sorted). expires_on is in the index so
-- an expired entry costs no table row. The status index still serves the admin list's status
-- filter (its prefix).
DROP INDEX vacancies_tenant_status;
CREATE INDEX vacancies_tenant_status ON vacancies (tenant_id, status, organization_approved, published_at DESC, id, expires_on);
DROP INDEX vacancies_tenant_remote;
CREATE INDEX vacancies_tenant_remote ON vacancies (tenant_id, remote, status, organization_approved, published_at DESC, id, expires_on);
DROP INDEX vacancies_tenant_city;
CREATE INDEX vacancies_tenant_city ON vacancies (tenant_id, city COLLATE NOCASE, status, organization_approved, published_at DESC, id, expires_on);

-- The public search around a point: only public candidates, in latitude bands of 0.005 degrees
-- (556 m, ten times finer than vacancies_tenant_location of 0007, which stays for the admin's
-- lists), longitude ordered inside each. The small circles that sort=distance tries first
-- (nearest.ts) then read about the points in their box, not a band 5.6 km tall.
-- search.ts withinSql repeats this expression exactly.
CREATE INDEX vacancies_public_location ON vacancies (
  tenant_id, status, organization_approved, CAST((latitude + 90) * 200 AS INTEGER), longitude, latitude, expires_on
) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

ANALYZE;
PRAGMA optimize;
