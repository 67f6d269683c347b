import {
  cloudflareTest,
  readD1Migrations,
} from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { jsonApiValidator } from "./test/fuzz/jsonapi-validator-plugin";

// The api project of the root vitest.config.ts: tests run inside workerd against a real local D1
// (api/wrangler.toml's DB binding), with the SQL migrations applied by test/apply-migrations.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(
    decodeURIComponent(new URL("./migrations", import.meta.url).pathname),
  );
  // The fuzz suite's seed: fixed per run (FUZZ_SEED, else the UTC date) so a failure replays.
  const fuzzSeed =
    Number(process.env.FUZZ_SEED) ||
    Number(new Date().toISOString().slice(0, 10).replaceAll("-", ""));
  const fuzzRuns = Number(process.env.FUZZ_RUNS) || 200;
  return {
    define: {
      __FUZZ_SEED__: JSON.stringify(fuzzSeed),
      __FUZZ_RUNS__: JSON.stringify(fuzzRuns),
    },
    plugins: [
      // The root tsconfig's aliases (`@contract/*`: the contract both workers import).
      tsconfigPaths({
        projects: [
          decodeURIComponent(new URL("../tsconfig.json", import.meta.url).pathname),
        ],
      }),
      jsonApiValidator(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: "api",
      include: ["src/**/*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts", "./test/console-guard.ts"],
      // workerd's require() cannot follow ts-japi's circular CommonJS imports; pre-bundling it
      // with esbuild (as `wrangler deploy` does for the real worker) resolves the cycle.
      deps: { optimizer: { ssr: { enabled: true, include: ["ts-japi"] } } },
    },
  };
});
