-- A theme's kind (issue 49): what an organization does (activity), for whom (audience) or how
-- (approach); the social map groups its theme filters by it. NULL: not said (listed under the rest).
ALTER TABLE tags ADD COLUMN kind TEXT CHECK (kind IN ('activity', 'audience', 'approach'));
