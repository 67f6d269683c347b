-- The centre's hours (docs/shifts-and-hours.md "The centre's hours", issue 48): approved minutes
-- per organization and day, kept by triggers as records are approved, corrected, refused, moved
-- or removed. /analytics reads this table (one row per organization and day with approved hours)
-- rather than adding up every record: a year of a centre is at most its organizations x 366 rows,
-- however many records they hold. Not the nightly roll-up (analytics_days): hours are approved
-- weeks after the day they were given, and the roll-up only recounts the last seven days.
CREATE TABLE hour_days (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- The Dutch calendar day the hours were given (hour_records.date).
  date TEXT NOT NULL,
  minutes INTEGER NOT NULL,
  records INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, organization_id, date)
) WITHOUT ROWID;

INSERT INTO hour_days (tenant_id, organization_id, date, minutes, records)
SELECT tenant_id, organization_id, date, SUM(minutes), COUNT(*) FROM hour_records WHERE status = 'approved'
GROUP BY tenant_id, organization_id, date;

CREATE TRIGGER hour_days_insert AFTER INSERT ON hour_records WHEN new.status = 'approved' BEGIN
  INSERT INTO hour_days (tenant_id, organization_id, date, minutes, records)
  VALUES (new.tenant_id, new.organization_id, new.date, new.minutes, 1)
  ON CONFLICT (tenant_id, organization_id, date) DO UPDATE SET minutes = minutes + excluded.minutes, records = records + 1;
END;

-- A removed record (by the volunteer, with the account or with its organization) takes its
-- minutes along; a day left without records goes.
CREATE TRIGGER hour_days_delete AFTER DELETE ON hour_records WHEN old.status = 'approved' BEGIN
  UPDATE hour_days SET minutes = minutes - old.minutes, records = records - 1
  WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND date = old.date;
  DELETE FROM hour_days WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND date = old.date AND records <= 0;
END;

-- An approval, a correction of the minutes, a refusal after all: the old row's share out, the new
-- row's in (either may not count).
CREATE TRIGGER hour_days_update AFTER UPDATE OF status, minutes, date, organization_id ON hour_records
WHEN old.status = 'approved' OR new.status = 'approved' BEGIN
  UPDATE hour_days SET minutes = minutes - old.minutes, records = records - 1
  WHERE old.status = 'approved' AND tenant_id = old.tenant_id AND organization_id = old.organization_id AND date = old.date;
  DELETE FROM hour_days WHERE tenant_id = old.tenant_id AND organization_id = old.organization_id AND date = old.date AND records <= 0;
  INSERT INTO hour_days (tenant_id, organization_id, date, minutes, records)
  SELECT new.tenant_id, new.organization_id, new.date, new.minutes, 1 WHERE new.status = 'approved'
  ON CONFLICT (tenant_id, organization_id, date) DO UPDATE SET minutes = minutes + excluded.minutes, records = records + 1;
END;
