-- Who sent a submission, when they were signed in (issue 28): a user's own-data export holds the
-- form submissions they made. A visitor's submission stays anonymous (NULL). The form's owner is
-- never shown who sent it; only the sender's own export reads this column.
ALTER TABLE form_submissions ADD COLUMN submitted_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX form_submissions_submitted_by ON form_submissions (tenant_id, submitted_by) WHERE submitted_by IS NOT NULL;
