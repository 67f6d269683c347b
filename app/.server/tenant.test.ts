import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { vars } from "./config.fixture";
import { CENTER_COOKIE, offeredLocale, resolveTenantContext } from "./tenant";

const config = parseConfig(vars);

const request = (url: string, cookie?: string) => new Request(url, { headers: cookie === undefined ? {} : { Cookie: cookie } });
const contextFor = (url: string, cookie?: string, cfg = config) => resolveTenantContext(request(url, cookie), cfg);

/** A Set-Cookie value split into its decoded value and its attributes. */
function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const [name, value] = pair.split("=");
  return { name, value: decodeURIComponent(value), attributes };
}

describe("tenant", () => {
  it("takes the tenant from the host map, over a tenant cookie", () => {
    expect(contextFor("http://oldebroek.localhost:5173/vacancies", "tenant=roermond").tenant).toBe("oldebroek");
  });

  it("takes a known tenant from the tenant cookie when the host is not mapped", () => {
    expect(contextFor("http://localhost:5173/", "tenant=roermond").tenant).toBe("roermond");
  });

  it("ignores a tenant cookie naming an unknown tenant and falls back to DEFAULT_TENANT", () => {
    expect(contextFor("http://localhost:5173/", "tenant=elsewhere").tenant).toBe("demo");
    expect(contextFor("http://localhost:5173/").tenant).toBe("demo");
  });

  it("honours a custom TENANT_COOKIE_NAME and then ignores the plain `tenant` cookie", () => {
    const custom = parseConfig({ ...vars, TENANT_COOKIE_NAME: "inzet_tenant" });
    expect(contextFor("http://localhost/", "inzet_tenant=meedoen", custom).tenant).toBe("meedoen");
    expect(contextFor("http://localhost/", "tenant=meedoen", custom).tenant).toBe("demo");
  });

  it("gives the tenant's app name", () => {
    expect(contextFor("http://meedoen.localhost/").tenantAppName).toBe("Meedoen");
    expect(contextFor("http://public.localhost/").tenantAppName).toBe("Inzet");
    expect(contextFor("http://demo.localhost/").tenantAppName).toBe("");
  });
});

describe("volunteer centre", () => {
  it("takes the centre from the host map, over the kept centre", () => {
    const context = contextFor("http://hattem.localhost/", `${CENTER_COOKIE}=demo:3`);
    expect(context.tenant).toBe("demo");
    expect(context.volunteerCenterId).toBe("7");
  });

  it("uses the kept centre when it was kept for this tenant", () => {
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=demo:9`).volunteerCenterId).toBe("9");
    expect(contextFor("http://roermond.localhost/", `${CENTER_COOKIE}=roermond%3A12`).volunteerCenterId).toBe("12");
  });

  it("never sends a centre kept for another tenant", () => {
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=oldebroek:9`).volunteerCenterId).toBe("1");
  });

  it("ignores a kept value that is not tenant:id", () => {
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=9`).volunteerCenterId).toBe("1");
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=demo:0`).volunteerCenterId).toBe("1");
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=demo:abc`).volunteerCenterId).toBe("1");
  });

  it("falls back to the tenant's default centre, then to null", () => {
    expect(contextFor("http://mas4you.localhost/").volunteerCenterId).toBe("5");
    const noDefaults = parseConfig({ ...vars, DEFAULT_VOLUNTEER_CENTER_IDS: {} });
    const context = contextFor("http://mas4you.localhost/", undefined, noDefaults);
    expect(context.volunteerCenterId).toBeNull();
    expect(context.setCookies).toEqual([]);
  });
});

describe("centre cookie", () => {
  it("is set to tenant:id, Secure, HttpOnly and SameSite=Lax when the browser kept nothing", () => {
    const { setCookies } = contextFor("http://oldebroek.localhost/");
    expect(setCookies).toHaveLength(1);
    const cookie = parseSetCookie(setCookies[0]);
    expect(cookie.name).toBe(CENTER_COOKIE);
    expect(cookie.value).toBe("oldebroek:2");
    expect(cookie.attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
  });

  it("is replaced when the host map chose another centre than the one kept", () => {
    const { setCookies } = contextFor("http://hattem.localhost/", `${CENTER_COOKIE}=demo:1`);
    expect(setCookies.map((header) => parseSetCookie(header).value)).toEqual(["demo:7"]);
  });

  it("is replaced when the kept centre belongs to another tenant", () => {
    const { setCookies } = contextFor("http://localhost/", `${CENTER_COOKIE}=oldebroek:9`);
    expect(setCookies.map((header) => parseSetCookie(header).value)).toEqual(["demo:1"]);
  });

  it("is not sent again when the browser already keeps the same value", () => {
    expect(contextFor("http://localhost/", `${CENTER_COOKIE}=demo:9`).setCookies).toEqual([]);
    expect(contextFor("http://localhost/", `tenant=demo; ${CENTER_COOKIE}=demo%3A1`).setCookies).toEqual([]);
  });

  it("round-trips: the cookie the worker sets, sent back, keeps the centre without a new Set-Cookie", () => {
    const first = contextFor("http://hattem.localhost/");
    const cookie = first.setCookies[0].split(";")[0];
    const second = contextFor("http://hattem.localhost/", cookie);
    expect(second.volunteerCenterId).toBe("7");
    expect(second.setCookies).toEqual([]);
  });
});

describe("app context and features", () => {
  it("sends App-Context meedoen for MEEDOEN_TENANT and main for every other tenant", () => {
    expect(contextFor("http://meedoen.localhost/").appContext).toBe("meedoen");
    expect(contextFor("http://demo.localhost/").appContext).toBe("main");
    const renamed = parseConfig({ ...vars, MEEDOEN_TENANT: "mas4you" });
    expect(contextFor("http://mas4you.localhost/", undefined, renamed).appContext).toBe("meedoen");
    expect(contextFor("http://meedoen.localhost/", undefined, renamed).appContext).toBe("main");
  });

  it("turns volunteer profiles and activities off for meedoen only", () => {
    expect(contextFor("http://meedoen.localhost/").features).toMatchObject({ volunteerProfiles: false, activities: false });
    expect(contextFor("http://demo.localhost/").features).toMatchObject({ volunteerProfiles: true, activities: true });
  });

  it("offers one-on-one help to public and to NEIGHBOUR_HELP_TENANT, in neighbour-help words only for the latter", () => {
    expect(contextFor("http://public.localhost/").features).toMatchObject({
      oneOnOneHelp: true,
      oneOnOneHelpWording: "oneOnOne",
    });
    expect(contextFor("http://roermond.localhost/").features).toMatchObject({
      oneOnOneHelp: true,
      oneOnOneHelpWording: "neighbourHelp",
    });
    expect(contextFor("http://demo.localhost/").features).toMatchObject({
      oneOnOneHelp: false,
      oneOnOneHelpWording: "oneOnOne",
    });
  });

  it("offers centre sharing to CENTER_SHARING_TENANT only", () => {
    expect(contextFor("http://oldebroek.localhost/").features.centerSharing).toBe(true);
    expect(contextFor("http://roermond.localhost/").features.centerSharing).toBe(false);
    expect(contextFor("http://public.localhost/").features.centerSharing).toBe(false);
  });
});

describe("a tenant's own flags and languages (the operators' TENANTS entry)", () => {
  const own = parseConfig({
    ...vars,
    TENANTS: {
      ...(vars.TENANTS as object),
      meedoen: { features: { oneOnOneHelp: "neighbourHelp", volunteerProfiles: true, activities: false, centerSharing: true }, languages: ["en"] },
    },
  });

  it("follows the stored flags over the spec's rules for that tenant", () => {
    expect(contextFor("http://meedoen.localhost/", undefined, own).features).toEqual({
      volunteerProfiles: true,
      activities: false,
      oneOnOneHelp: true,
      oneOnOneHelpWording: "neighbourHelp",
      centerSharing: true,
    });
    expect(contextFor("http://demo.localhost/", undefined, own).features).toMatchObject({ oneOnOneHelp: false, centerSharing: false });
  });

  it("offers only the tenant's languages, its first the default whatever the visitor chose", () => {
    expect(contextFor("http://meedoen.localhost/", undefined, own).languages).toEqual(["en"]);
    expect(contextFor("http://demo.localhost/", undefined, own).languages).toEqual(["nl", "en"]);
    expect(offeredLocale("nl", ["en"])).toBe("en");
    expect(offeredLocale("en", ["nl", "en"])).toBe("en");
    expect(offeredLocale("de", ["nl", "en"])).toBe("nl");
  });

  it("refuses a language the product does not have", () => {
    expect(() => parseConfig({ ...vars, TENANTS: { ...(vars.TENANTS as object), demo: { languages: ["de"] } } })).toThrow(/TENANTS.demo.languages.0/);
  });
});

describe("app config", () => {
  it("lays APP_CONFIG over defaults that are all false", () => {
    expect(contextFor("http://demo.localhost/").appConfig).toEqual({
      isStagedoos: false,
      allowInactiveUsers: false,
      enableOrganizationsMoving: true,
    });
  });

  it("is all false without APP_CONFIG, and takes a flag from JSON text", () => {
    const bare = parseConfig({ ...vars, APP_CONFIG: undefined });
    expect(contextFor("http://demo.localhost/", undefined, bare).appConfig).toEqual({
      isStagedoos: false,
      allowInactiveUsers: false,
      enableOrganizationsMoving: false,
    });
    const staged = parseConfig({ ...vars, APP_CONFIG: '{"isStagedoos":true}' });
    expect(contextFor("http://demo.localhost/", undefined, staged).appConfig).toEqual({
      isStagedoos: true,
      allowInactiveUsers: false,
      enableOrganizationsMoving: false,
    });
  });
});
