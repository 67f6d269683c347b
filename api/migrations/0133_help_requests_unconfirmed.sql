-- The daily sweep of requests for help never confirmed (docs/one-on-one-help.md): it reads only
-- the unconfirmed ones older than HELP_UNCONFIRMED_DAYS, in every tenant at once.
CREATE INDEX help_requests_unconfirmed ON help_requests (created_at) WHERE status = 'unconfirmed';
