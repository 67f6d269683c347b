-- The edge cache's key (docs/decisions/0009-edge-cache.md) holds the moment the tenant's newest
-- scheduled news item went public: a scheduled item changes public pages by the clock, not by a
-- write. One index seek per public page: the latest publication moment up to now.
CREATE INDEX news_items_published ON news_items (tenant_id, published_at) WHERE published_at IS NOT NULL;
