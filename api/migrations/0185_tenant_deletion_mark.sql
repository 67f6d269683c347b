-- `tenant delete` (docs/operators.md) deletes a large tenant's rows in bounded batches, not in one
-- transaction, so it first marks the tenant: from that moment it serves nothing (suspended_at is
-- set as well) and a second run of the same command, after an interruption, knows the delete was
-- begun and finishes it instead of refusing an archive that no longer matches the rows left.
ALTER TABLE tenants ADD COLUMN deleting_since TEXT;
