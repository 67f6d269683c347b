// Every environment the operators deploy (docs/operators.md): its vars as each worker validates them
// on its first request. A tenant's environment with a wrong var fails here, in CI, not on the site.
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { configOf } from "../api/src/config";
import { parseConfig } from "../app/.server/config";

type Toml = { vars?: Record<string, unknown>; env?: Record<string, { vars?: Record<string, unknown> }> };
const web = parse(readFileSync("wrangler.toml", "utf8")) as Toml;
const api = parse(readFileSync("api/wrangler.toml", "utf8")) as Toml;
// A secret, set with `wrangler secret put`: never in the file.
const SECRETS = { SESSION_SECRET: "x".repeat(32) };
type Vars = Record<string, unknown>;
/** [name, vars] of the top level and of every [env.*] of a parsed wrangler.toml. */
const environmentsOf = (toml: Toml): [string, Vars][] => [
  ["(top level)", toml.vars ?? {}],
  ...Object.entries(toml.env ?? {}).map(([name, env]): [string, Vars] => [name, env.vars ?? {}]),
];

describe("the web worker's environments", () => {
  it.each(environmentsOf(web))("%s has vars the worker accepts", (_name, vars) => {
    expect(() => parseConfig({ ...vars, ...SECRETS })).not.toThrow();
  });

  it("names every tenant of an environment with a host of its own", () => {
    for (const [name, env] of Object.entries(web.env ?? {})) {
      const config = parseConfig({ ...env.vars, ...SECRETS });
      for (const tenant of Object.keys(config.TENANTS)) expect(Object.values(config.HOST_TENANTS), `[env.${name}] ${tenant}`).toContain(tenant);
    }
  });

  it("refuses an environment naming a tenant it does not serve (what this test guards)", () => {
    expect(() => parseConfig({ ...SECRETS, DEFAULT_TENANT: "a", TENANTS: { a: {} }, HOST_TENANTS: { "b.example": "b" } })).toThrow(
      /HOST_TENANTS.b.example: names tenant 'b'/,
    );
  });
});

describe("the api worker's environments", () => {
  it.each(environmentsOf(api))("%s has vars the worker accepts", (_name, vars) => {
    expect(() => configOf({ ...vars })).not.toThrow();
  });

  it("gives every tenant a production environment serves a public URL for its mail", () => {
    const production = configOf({ ...api.env?.production?.vars });
    for (const env of Object.values(web.env ?? {}))
      for (const tenant of Object.keys(parseConfig({ ...env.vars, ...SECRETS }).TENANTS)) expect(production.PUBLIC_URLS, tenant).toHaveProperty(tenant);
  });
});
