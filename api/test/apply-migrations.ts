import { env } from "cloudflare:test";
import { emptyDatabase, resetDatabase } from "./reset-database";

// Test files share one workerd per vitest worker (isolate: false in api/vitest.config.ts: starting
// workerd for every file cost 2-3 s each), so each file first empties what the files before it
// left (every table, view and trigger of D1, every object in R2), then applies the same SQL files
// `wrangler d1 migrations apply` runs: every file gets the real schema on an empty database,
// never a hand-made copy. Tenant B's own database (DB_OWN, api/vitest.config.ts) is migrated the
// same way once, and then only emptied before each file (its migrations again would be the same
// cost once more for every file of the suite).
await resetDatabase(env.DB);
await emptyDatabase(env.DB_OWN);
for (let listed = await env.FILES.list(); listed.objects.length; listed = await env.FILES.list()) {
  await env.FILES.delete(listed.objects.map((o) => o.key));
}
