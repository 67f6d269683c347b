-- Sign-in throttling (issue 17, docs/security.md "Sign-in throttling"): failed sign-ins per
-- account and address together, and per address over all accounts, each with the time of the last
-- failure, from which the growing delay is computed. Buckets are SHA-256 hashes (no e-mail or
-- address is stored). A row whose last failure is a day old counts as zero.
CREATE TABLE sign_in_failures (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  bucket TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, bucket)
);
