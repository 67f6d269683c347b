// Bindings the tests see through `env` from "cloudflare:test" (see vitest.config.ts).
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      /** The second database of api/wrangler.toml, for a tenant of its own (src/db/tenant-databases.test.ts). */
      DB_OWN: D1Database;
      FILES: R2Bucket;
      MAIL_QUEUE: Queue<{ tenantId: string; id: number } | { digest: "plan"; runAt: string }>;
      TEST_MIGRATIONS: D1Migration[];
      /** The local SMTP servers api/vitest.config.ts starts (scripts/mail-catcher.mjs). */
      TEST_SMTP_PORT: number;
      TEST_SMTP_RECEIVED: string;
      TEST_AUTH_SMTP_PORT: number;
      TEST_AUTH_SMTP_RECEIVED: string;
      /** The Sentry envelope receiver (scripts/sentry-receiver.mjs): a DSN for it, and its list. */
      TEST_SENTRY_DSN: string;
      TEST_SENTRY_ENVELOPES: string;
    }
  }
}
