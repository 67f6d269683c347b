-- The edge cache of public pages (issue 29, docs/decisions/0009-edge-cache.md): one
-- counter per tenant, raised by every successful api write of that tenant. The web worker puts it
-- in the cache key of every anonymous public page, so a write makes every cached page of the
-- tenant unreachable at once; no purge is needed.
CREATE TABLE content_versions (
  tenant_id TEXT PRIMARY KEY NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  version INTEGER NOT NULL DEFAULT 0
);
