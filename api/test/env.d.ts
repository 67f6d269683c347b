// Bindings the tests see through `env` from "cloudflare:test" (see vitest.config.ts).
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      FILES: R2Bucket;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
