-- A deleted account's hours are removed when the account is anonymised, no longer when it is
-- marked deleted (issue 49, decision 0017): during the 30 days' grace a restore gives the account
-- back as it was, hours included. The cron's anonymisation clears removal_due_at of an account
-- that stays deleted; a restore clears it too, but also deleted_at, which this trigger tells apart.
DROP TRIGGER hour_records_account_deleted;

CREATE TRIGGER hour_records_account_removed AFTER UPDATE OF removal_due_at ON users
WHEN old.removal_due_at IS NOT NULL AND new.removal_due_at IS NULL AND new.deleted_at IS NOT NULL BEGIN
  DELETE FROM hour_records WHERE user_id = new.id;
END;
