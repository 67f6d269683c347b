import { describe, expect, it } from "vitest";
import { ConfigError, getConfig, parseConfig } from "./config";
import { SECRET, vars } from "./config.fixture";

/** The ConfigError's message for vars with one value replaced. */
function errorFor(overrides: Record<string, unknown>): string {
  try {
    parseConfig({ ...vars, ...overrides });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected parseConfig to throw");
}

describe("parseConfig", () => {
  it("accepts the vars of wrangler.toml as they are", () => {
    const config = parseConfig(vars);
    expect(config.DEFAULT_TENANT).toBe("demo");
    expect(config.TENANTS.meedoen).toEqual({ appName: "Meedoen", shape: "rounded" });
    expect(config.HOST_TENANTS["oldebroek.localhost"]).toBe("oldebroek");
    expect(config.VOLUNTEER_CENTER_HOSTS).toEqual({ "hattem.localhost": "7" });
    expect(config.DEFAULT_VOLUNTEER_CENTER_IDS.public).toBe("6");
    expect(config.NEIGHBOUR_HELP_TENANT).toBe("roermond");
    expect(config.CENTER_SHARING_TENANT).toBe("oldebroek");
    expect(config.APP_CONFIG).toEqual({ enableOrganizationsMoving: true });
  });

  it("applies the defaults for every var left out", () => {
    const config = parseConfig({ DEFAULT_TENANT: "demo", TENANTS: { demo: {} }, SESSION_SECRET: SECRET });
    expect(config).toEqual({
      DEFAULT_TENANT: "demo",
      SESSION_SECRET: SECRET,
      ENVIRONMENT: "development",
      TENANT_COOKIE_NAME: "tenant",
      TENANTS: { demo: { appName: "", shape: "rounded" } },
      HOST_TENANTS: {},
      VOLUNTEER_CENTER_HOSTS: {},
      DEFAULT_VOLUNTEER_CENTER_IDS: {},
      LOCKED_HOSTS: {},
      MEEDOEN_TENANT: "meedoen",
      APP_CONFIG: {},
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      EMBED_FRAME_ANCESTORS: "https:",
    });
  });

  it("accepts the table vars as JSON text, as a dashboard-set var arrives", () => {
    const asText = Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]));
    expect(parseConfig(asText)).toEqual(parseConfig(vars));
  });

  it("treats an empty API_URL as unset and keeps a real one", () => {
    expect(parseConfig({ ...vars, API_URL: "" }).API_URL).toBeUndefined();
    const key = "k".repeat(32);
    expect(parseConfig({ ...vars, API_URL: "http://127.0.0.1:8788", VISITOR_ADDRESS_KEY: key }).API_URL).toBe("http://127.0.0.1:8788");
  });

  it("refuses API_URL without VISITOR_ADDRESS_KEY: every visitor would be one address to the api's limits", () => {
    expect(() => parseConfig({ ...vars, API_URL: "https://api.example.org" })).toThrow(
      "VISITOR_ADDRESS_KEY: is required with API_URL: without it the api counts every visitor as one address",
    );
  });

  it("names the host whose tenant is unknown", () => {
    const message = errorFor({ HOST_TENANTS: { "demo.localhost": "demo", "foo.localhost": "nope" } });
    expect(message).toContain("HOST_TENANTS.foo.localhost");
    expect(message).toContain("nope");
    expect(message).not.toContain("HOST_TENANTS.demo.localhost");
  });

  it("names a host given with a port", () => {
    expect(errorFor({ HOST_TENANTS: { "foo.localhost:5173": "demo" } })).toContain("HOST_TENANTS.foo.localhost:5173");
  });

  it("names MAP_TILE_URL when it is not an https tile template", () => {
    expect(errorFor({ MAP_TILE_URL: "http://tiles.example/{z}/{x}/{y}.png" })).toContain("MAP_TILE_URL");
    expect(errorFor({ MAP_TILE_URL: "https://tiles.example/{z}/{x}.png" })).toContain("MAP_TILE_URL");
    expect(parseConfig({ ...vars, MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe("https://tiles.example/{z}/{x}/{y}.png");
  });

  it("names EMBED_FRAME_ANCESTORS when it is not a list of frame sources", () => {
    expect(errorFor({ EMBED_FRAME_ANCESTORS: "https: 'unsafe-inline'" })).toContain("EMBED_FRAME_ANCESTORS");
    expect(errorFor({ EMBED_FRAME_ANCESTORS: "https:; script-src *" })).toContain("EMBED_FRAME_ANCESTORS");
    expect(parseConfig({ ...vars, EMBED_FRAME_ANCESTORS: "https://www.partner.example http://*.localhost:*" }).EMBED_FRAME_ANCESTORS).toBe(
      "https://www.partner.example http://*.localhost:*",
    );
  });

  it("names DEFAULT_TENANT when it is not a known tenant or not a tenant name", () => {
    expect(errorFor({ DEFAULT_TENANT: "elsewhere" })).toContain("DEFAULT_TENANT");
    expect(errorFor({ DEFAULT_TENANT: "Demo" })).toContain("DEFAULT_TENANT");
    expect(errorFor({ DEFAULT_TENANT: undefined })).toContain("DEFAULT_TENANT");
  });

  it("demands a session secret of at least 32 characters", () => {
    expect(errorFor({ SESSION_SECRET: undefined })).toContain("SESSION_SECRET");
    expect(errorFor({ SESSION_SECRET: "short" })).toContain("SESSION_SECRET");
  });

  it("names APP_CONFIG for a wrong type, an unknown flag or broken JSON", () => {
    expect(errorFor({ APP_CONFIG: { enableOrganizationsMoving: "yes" } })).toContain("APP_CONFIG.enableOrganizationsMoving");
    expect(errorFor({ APP_CONFIG: '{"enableOrganisationsMoving":true}' })).toContain("APP_CONFIG");
    expect(errorFor({ APP_CONFIG: "{enableOrganizationsMoving = true}" })).toContain("APP_CONFIG");
  });

  it("names the tenant whose default centre id is not a positive number as text", () => {
    expect(errorFor({ DEFAULT_VOLUNTEER_CENTER_IDS: { demo: "0" } })).toContain("DEFAULT_VOLUNTEER_CENTER_IDS.demo");
    expect(errorFor({ DEFAULT_VOLUNTEER_CENTER_IDS: { demo: 1 } })).toContain("DEFAULT_VOLUNTEER_CENTER_IDS.demo");
    expect(errorFor({ DEFAULT_VOLUNTEER_CENTER_IDS: { ghost: "1" } })).toContain("DEFAULT_VOLUNTEER_CENTER_IDS.ghost");
  });

  it("names the centre host with a bad id, a missing TENANTS and a bad API_URL", () => {
    expect(errorFor({ VOLUNTEER_CENTER_HOSTS: { "hattem.localhost": "seven" } })).toContain("VOLUNTEER_CENTER_HOSTS.hattem.localhost");
    expect(errorFor({ TENANTS: undefined })).toContain("TENANTS");
    expect(errorFor({ API_URL: "api.example" })).toContain("API_URL");
  });

  it("names every malformed key at once", () => {
    const message = errorFor({ DEFAULT_TENANT: "Demo", APP_CONFIG: { isStagedoos: 1 } });
    expect(message).toContain("DEFAULT_TENANT");
    expect(message).toContain("APP_CONFIG.isStagedoos");
  });
});

describe("getConfig", () => {
  it("throws ConfigError for a bad env, so the worker answers with the key to fix", () => {
    expect(() => getConfig({ ...vars, TENANT_COOKIE_NAME: "ten ant" })).toThrow(/TENANT_COOKIE_NAME/);
    expect(getConfig(vars).DEFAULT_TENANT).toBe("demo");
  });
});
