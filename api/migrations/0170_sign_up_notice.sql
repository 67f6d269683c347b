-- Staff hear of each new volunteer at their centre (issue 49: a mail and the bell) unless they
-- switch it off: 1 on (the default, also for staff who were there before), 0 off.
ALTER TABLE users ADD COLUMN sign_up_notice INTEGER NOT NULL DEFAULT 1 CHECK (sign_up_notice IN (0, 1));
