import { applyD1Migrations, env } from "cloudflare:test";

// The same SQL files `wrangler d1 migrations apply` runs; applying is idempotent, so every test
// file can call it and gets the real schema, never a hand-made copy.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
