-- The analytics roll-up counts requests for help on the day a volunteer was matched to them
-- (docs/analytics.md, metric help_requests_matched): one index range, as for every other source.
CREATE INDEX help_requests_matched ON help_requests (matched_at) WHERE matched_at IS NOT NULL;
