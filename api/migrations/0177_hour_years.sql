-- Approved minutes per organization, volunteer and year (docs/shifts-and-hours.md "Totals",
-- issue 48), kept by triggers as hour_days is (0176): a volunteer's totals and an organization's
-- volunteers' totals read one row per organization, volunteer and year instead of adding up every
-- record. The benchmark read 208,000 rows for an organization with 50,000 approved records
-- (docs/performance.md "Shifts and hours").
CREATE TABLE hour_years (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The year of the Dutch calendar day the hours were given ('2026').
  year TEXT NOT NULL,
  minutes INTEGER NOT NULL,
  records INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, organization_id, user_id, year)
) WITHOUT ROWID;
-- One's own totals: one range per volunteer.
CREATE INDEX hour_years_user ON hour_years (tenant_id, user_id, year);

INSERT INTO hour_years (tenant_id, organization_id, user_id, year, minutes, records)
SELECT tenant_id, organization_id, user_id, substr(date, 1, 4), SUM(minutes), COUNT(*) FROM hour_records WHERE status = 'approved'
GROUP BY tenant_id, organization_id, user_id, substr(date, 1, 4);

CREATE TRIGGER hour_years_insert AFTER INSERT ON hour_records WHEN new.status = 'approved' BEGIN
  INSERT INTO hour_years (tenant_id, organization_id, user_id, year, minutes, records)
  VALUES (new.tenant_id, new.organization_id, new.user_id, substr(new.date, 1, 4), new.minutes, 1)
  ON CONFLICT (tenant_id, organization_id, user_id, year) DO UPDATE SET minutes = minutes + excluded.minutes, records = records + 1;
END;

CREATE TRIGGER hour_years_delete AFTER DELETE ON hour_records WHEN old.status = 'approved' BEGIN
  UPDATE hour_years SET minutes = minutes - old.minutes, records = records - 1
  WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND user_id = old.user_id AND year = substr(old.date, 1, 4);
  DELETE FROM hour_years
  WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND user_id = old.user_id AND year = substr(old.date, 1, 4) AND records <= 0;
END;

CREATE TRIGGER hour_years_update AFTER UPDATE OF status, minutes, date, organization_id, user_id ON hour_records
WHEN old.status = 'approved' OR new.status = 'approved' BEGIN
  UPDATE hour_years SET minutes = minutes - old.minutes, records = records - 1
  WHERE old.status = 'approved' AND tenant_id = old.tenant_id AND organization_id = old.organization_id AND user_id = old.user_id
    AND year = substr(old.date, 1, 4);
  DELETE FROM hour_years
  WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND user_id = old.user_id AND year = substr(old.date, 1, 4) AND records <= 0;
  INSERT INTO hour_years (tenant_id, organization_id, user_id, year, minutes, records)
  SELECT new.tenant_id, new.organization_id, new.user_id, substr(new.date, 1, 4), new.minutes, 1 WHERE new.status = 'approved'
  ON CONFLICT (tenant_id, organization_id, user_id, year) DO UPDATE SET minutes = minutes + excluded.minutes, records = records + 1;
END;
