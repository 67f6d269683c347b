-- A centre's settings version (docs/settings.md, "A save shows at once"): every write of the
-- profile adds one, so a web worker isolate that keeps the current centre can ask for this one
-- number on each page and refetch the centre only when it changed, instead of waiting out its
-- cache. Rows that exist start at 1, as a new profile does.
ALTER TABLE volunteer_center_profiles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
