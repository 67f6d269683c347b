import { describe, expect, it } from "vitest";
import { ConfigError, configOf } from "./config";

describe("configOf", () => {
  it("takes production-safe defaults for missing vars", () => {
    expect(configOf({})).toEqual({
      ENVIRONMENT: "production",
      RELEASE: "development",
      ALLOW_INACTIVE_USERS: false,
      ENABLE_ORGANIZATIONS_MOVING: false,
      MAIL_ADAPTER: "log",
      MAIL_FROM: "no-reply@inzet.example",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: 587,
      SMTP_SECURITY: "starttls",
      POSTMARK_URL: "https://api.postmarkapp.com",
      REDIRECT_HOSTS: [],
      PUBLIC_URLS: {},
      CENTER_PUBLIC_URLS: {},
      TENANT_DATABASES: {},
      GEOCODER: "none",
      RATE_LIMIT_ACCOUNT: 10,
      RATE_LIMIT_ADDRESS: 50,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      SIGN_IN_FREE_FAILURES: 5,
      SIGN_IN_ADDRESS_FREE_FAILURES: 50,
      TENANT_CACHE_SECONDS: 60,
      UNPROVEN_MAILS_PER_ADDRESS: 3,
      UNPROVEN_MAILS_PER_CENTER_HOUR: 100,
      VISITOR_ADDRESS_FROM: "edge",
    });
  });

  it("reads lists, flags and numbers", () => {
    const config = configOf({
      ENVIRONMENT: "development",
      ALLOW_INACTIVE_USERS: "true",
      REDIRECT_HOSTS: " localhost, *.Localhost ,,127.0.0.1",
      MAIL_LINK_BASE_URL: "http://localhost:8787",
      RATE_LIMIT_ACCOUNT: "3",
    });
    expect(config.REDIRECT_HOSTS).toEqual(["localhost", "*.localhost", "127.0.0.1"]);
    expect(config.ALLOW_INACTIVE_USERS).toBe(true);
    expect(config.RATE_LIMIT_ACCOUNT).toBe(3);
    expect(config.MAIL_LINK_BASE_URL).toBe("http://localhost:8787");
  });

  it("reads the tenant → database map as a table or as JSON text", () => {
    expect(configOf({ TENANT_DATABASES: { zwolle: "DB_ZWOLLE" } }).TENANT_DATABASES).toEqual({ zwolle: "DB_ZWOLLE" });
    expect(configOf({ TENANT_DATABASES: '{"zwolle":"DB_ZWOLLE"}' }).TENANT_DATABASES).toEqual({ zwolle: "DB_ZWOLLE" });
  });

  it.each([
    ["ALLOW_INACTIVE_USERS", "yes"],
    ["MAIL_ADAPTER", "sendmail"],
    ["SMTP_SECURITY", "ssl"],
    ["MAIL_FROM", "nobody"],
    ["GEOCODER", "google"],
    ["RATE_LIMIT_ACCOUNT", "0"],
    ["MAIL_LINK_BASE_URL", "ftp://example.org"],
    // A tenant's database: a binding name, keyed by a tenant id (docs/decisions/0015).
    ["TENANT_DATABASES", '{"zwolle": "db-zwolle"}'],
    ["TENANT_DATABASES", '{"Zwolle": "DB_ZWOLLE"}'],
    // Postmark without its token: named, instead of a 401 on every mail.
    ["POSTMARK_TOKEN", undefined, { MAIL_ADAPTER: "postmark" }],
    ["VISITOR_ADDRESS_FROM", "binding"],
    // Over API_URL without the shared key every visitor would be the web worker's one address.
    ["VISITOR_ADDRESS_KEY", undefined, { VISITOR_ADDRESS_FROM: "web-worker" }],
    ["VISITOR_ADDRESS_KEY", "short", { VISITOR_ADDRESS_FROM: "web-worker" }],
    // A key while the address is read from the edge: the web worker's keyed calls would be refused.
    ["VISITOR_ADDRESS_FROM", undefined, { VISITOR_ADDRESS_KEY: "k".repeat(40) }],
  ] as [string, string | undefined, Record<string, string>?][])("names the bad var %s", (key, value, others = {}) => {
    const env = value === undefined ? others : { ...others, [key]: value };
    expect(() => configOf(env)).toThrow(ConfigError);
    expect(() => configOf(env)).toThrow(new RegExp(`Invalid api var ${key}`));
  });

  it("takes the visitor's address from the web worker only with the shared key (docs/security.md)", () => {
    const config = configOf({ VISITOR_ADDRESS_FROM: "web-worker", VISITOR_ADDRESS_KEY: "k".repeat(40) });
    expect(config.VISITOR_ADDRESS_FROM).toBe("web-worker");
    expect(() => configOf({ VISITOR_ADDRESS_FROM: "web-worker" })).toThrow(
      'Invalid api var VISITOR_ADDRESS_KEY: is required when VISITOR_ADDRESS_FROM is "web-worker": without it the api counts every visitor as one address.',
    );
  });
});
