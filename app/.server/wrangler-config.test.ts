import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

// What operators deploy must pass the same validation the worker runs on its first request.
const wrangler = parse(readFileSync(join(__dirname, "../../wrangler.toml"), "utf8")) as {
  vars: Record<string, unknown>;
  env: Record<string, { vars: Record<string, unknown> }>;
};
// Secrets are not in wrangler.toml; they arrive from .dev.vars or `wrangler secret put`.
const secrets = { SESSION_SECRET: "x".repeat(32) };

describe("wrangler.toml", () => {
  it("has valid top-level vars, serving every demo tenant", () => {
    const config = parseConfig({ ...wrangler.vars, ...secrets });
    expect(Object.keys(config.TENANTS)).toEqual(["demo", "oldebroek", "roermond", "meedoen", "mas4you", "public"]);
    expect(config.ENVIRONMENT).toBe("development");
  });

  for (const [name, env] of Object.entries(wrangler.env)) {
    it(`has valid vars for the ${name} environment, in production mode`, () => {
      const config = parseConfig({ ...env.vars, ...secrets });
      expect(config.DEFAULT_TENANT).toBe(name);
      expect(config.ENVIRONMENT).toBe("production");
    });
  }
});
