import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { startMailCatcher } from "../scripts/mail-catcher.mjs";
import { startSentryReceiver } from "../scripts/sentry-receiver.mjs";
import { jsonApiValidator } from "./test/fuzz/jsonapi-validator-plugin";

// The api project of the root vitest.config.ts: tests run inside workerd against a real local D1
// (api/wrangler.toml's DB and, for tenant B, DB_OWN), with the SQL migrations applied to both by
// test/apply-migrations.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(decodeURIComponent(new URL("./migrations", import.meta.url).pathname));
  // The fuzz suite's seed: fixed per run (FUZZ_SEED, else the UTC date) so a failure replays.
  const fuzzSeed = Number(process.env.FUZZ_SEED) || Number(new Date().toISOString().slice(0, 10).replaceAll("-", ""));
  const fuzzRuns = Number(process.env.FUZZ_RUNS) || 200;
  // A real SMTP server (the one `npm start` runs) for the SMTP transport's tests, on free ports,
  // one with AUTH: the tests send through it from workerd and read what it received over HTTP.
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, quiet: true, unref: true });
  const authCatcher = await startMailCatcher({
    smtpPort: 0,
    httpPort: 0,
    auth: { user: "relay", password: "relay-secret" },
    quiet: true,
    unref: true,
  });
  // A receiver of Sentry envelopes for the error-reporting tests (docs/diagnostics.md).
  const sentry = await startSentryReceiver({ unref: true });
  return {
    define: {
      __FUZZ_SEED__: JSON.stringify(fuzzSeed),
      __FUZZ_RUNS__: JSON.stringify(fuzzRuns),
    },
    plugins: [
      // The root tsconfig's aliases (`@contract/*`: the contract both workers import).
      tsconfigPaths({
        projects: [decodeURIComponent(new URL("../tsconfig.json", import.meta.url).pathname)],
      }),
      jsonApiValidator(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // The whole suite runs with tenant B in a database of its own, api/wrangler.toml's
            // second binding (docs/testing.md): every request and cron of the suite picks the
            // database as in production, and test/tenant-database.ts seeds and reads through it.
            TENANT_DATABASES: JSON.stringify({ "tenant-b": "DB_OWN" }), // TENANT_B of test/fixtures.ts
            TEST_SMTP_PORT: catcher.smtpPort,
            TEST_SMTP_RECEIVED: `http://127.0.0.1:${catcher.httpPort}/messages`,
            TEST_AUTH_SMTP_PORT: authCatcher.smtpPort,
            TEST_AUTH_SMTP_RECEIVED: `http://127.0.0.1:${authCatcher.httpPort}/messages`,
            TEST_SENTRY_DSN: sentry.dsn,
            TEST_SENTRY_ENVELOPES: `http://127.0.0.1:${sentry.port}/envelopes`,
          },
        },
      }),
    ],
    test: {
      name: "api",
      include: ["src/**/*.test.ts"],
      // One workerd per vitest worker for all its files instead of one per file (2-3 s each, most
      // of this project's time): test/apply-migrations.ts empties D1 and R2 before each file, and
      // the api keeps no state in its modules that one file could leave to the next.
      isolate: false,
      setupFiles: ["./test/apply-migrations.ts", "./test/console-guard.ts"],
      // A test must not fail because the machine is slow: at a load of 25-30 on the shared 2-core
      // machine, tests of 1-3 s (PBKDF2 sign-ins, a D1 radius query) passed vitest's 5 s default.
      // A hang still fails, after two minutes.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // workerd's require() cannot follow ts-japi's circular CommonJS imports; pre-bundling it
      // with esbuild (as `wrangler deploy` does for the real worker) resolves the cycle.
      deps: { optimizer: { ssr: { enabled: true, include: ["ts-japi"] } } },
    },
  };
});
