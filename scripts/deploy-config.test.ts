// Every environment the operators deploy (docs/operators.md): its vars as each worker validates them
// on its first request. A tenant's environment with a wrong var fails here, in CI, not on the site.
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { configOf } from "../api/src/config";
import { parseConfig } from "../app/.server/config";

type D1 = { binding: string }[];
type Environment = { vars?: Record<string, unknown>; services?: { binding: string }[]; d1_databases?: D1 };
type Toml = Environment & { env?: Record<string, Environment> };
const web = parse(readFileSync("wrangler.toml", "utf8")) as Toml;
const api = parse(readFileSync("api/wrangler.toml", "utf8")) as Toml;
// A secret, set with `wrangler secret put`: never in the file.
const SECRETS = { SESSION_SECRET: "x".repeat(32) };
// The key both workers share over API_URL (a secret too): given where the vars say it is needed.
const KEY = { VISITOR_ADDRESS_KEY: "k".repeat(32) };
type Vars = Record<string, unknown>;
const apiConfig = (vars: Vars = {}) => configOf({ ...vars, ...(vars.VISITOR_ADDRESS_FROM === "web-worker" && KEY) });
const webConfig = (vars: Vars = {}) => parseConfig({ ...vars, ...SECRETS, ...(vars.API_URL ? KEY : {}) });

/**
 * Why the api would not learn the visitors of a web environment one by one (docs/security.md,
 * "Visitor address"), or null: over API_URL the api must take the address the web worker names.
 */
function visitorAddressProblem(web: Environment, api: ReturnType<typeof configOf>): string | null {
  if (webConfig(web.vars).API_URL) return api.VISITOR_ADDRESS_FROM === "web-worker" ? null : 'API_URL, but the api\'s VISITOR_ADDRESS_FROM is not "web-worker"';
  return web.services?.some((s) => s.binding === "API") ? null : "neither API_URL nor the API service binding";
}
/** [name, vars] of the top level and of every [env.*] of a parsed wrangler.toml. */
const environmentsOf = (toml: Toml): [string, Vars][] => [
  ["(top level)", toml.vars ?? {}],
  ...Object.entries(toml.env ?? {}).map(([name, env]): [string, Vars] => [name, env.vars ?? {}]),
];

describe("the web worker's environments", () => {
  it.each(environmentsOf(web))("%s has vars the worker accepts", (_name, vars) => {
    expect(() => webConfig(vars)).not.toThrow();
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
    expect(() => apiConfig(vars)).not.toThrow();
  });

  it("learns the visitor's address from every web environment (the binding's CF-Connecting-IP, or the keyed name over API_URL)", () => {
    expect(visitorAddressProblem(web, apiConfig(api.vars))).toBeNull();
    for (const [name, env] of Object.entries(web.env ?? {}))
      expect(visitorAddressProblem(env, apiConfig(api.env?.production?.vars)), `[env.${name}]`).toBeNull();
  });

  it("refuses a web environment over API_URL beside an api reading CF-Connecting-IP (what this test guards)", () => {
    const overUrl = { ...web.env?.oldebroek, vars: { ...web.env?.oldebroek?.vars, API_URL: "https://api.example.org" } };
    expect(visitorAddressProblem(overUrl, apiConfig(api.env?.production?.vars))).toMatch(/VISITOR_ADDRESS_FROM/);
    expect(visitorAddressProblem(overUrl, apiConfig({ ...api.env?.production?.vars, VISITOR_ADDRESS_FROM: "web-worker" }))).toBeNull();
    expect(visitorAddressProblem({ vars: web.env?.oldebroek?.vars }, apiConfig(api.env?.production?.vars))).toMatch(/service binding/);
  });

  it("binds every database TENANT_DATABASES names (a tenant's own, docs/decisions/0015)", () => {
    const places: [string, Vars, D1][] = [
      ["(top level)", api.vars ?? {}, api.d1_databases ?? []],
      ...Object.entries(api.env ?? {}).map(([name, env]): [string, Vars, D1] => [name, env.vars ?? {}, env.d1_databases ?? []]),
    ];
    for (const [name, vars, databases] of places) {
      const bindings = databases.map((d) => d.binding);
      expect(bindings, name).toContain("DB");
      for (const [tenant, binding] of Object.entries(apiConfig(vars).TENANT_DATABASES)) expect(bindings, `${name}: ${tenant}`).toContain(binding);
    }
  });

  it("gives every tenant a production environment serves a public URL for its mail", () => {
    const production = apiConfig(api.env?.production?.vars);
    for (const env of Object.values(web.env ?? {}))
      for (const tenant of Object.keys(parseConfig({ ...env.vars, ...SECRETS }).TENANTS)) expect(production.PUBLIC_URLS, tenant).toHaveProperty(tenant);
  });
});
