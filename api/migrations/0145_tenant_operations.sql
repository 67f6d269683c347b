-- The operators' command line (docs/operators.md): a tenant's feature flags (JSON, see
-- contract/tenants/features.ts; NULL keeps the spec's flags by tenant name) and its suspension
-- (`tenant suspend`: the sites answer a maintenance page, mail and crons wait, nothing is deleted).
ALTER TABLE tenants ADD COLUMN features TEXT;
ALTER TABLE tenants ADD COLUMN suspended_at TEXT;
