import { describe, expect, it } from "vitest";
import { fixedT, i18nServer, localeCookie } from "./i18n";
import { i18nFor } from "./i18n-instances";

const request = (headers: Record<string, string> = {}) => new Request("https://demo.example/", { headers });

describe("locale resolution", () => {
  it("is Dutch by default, even when the browser asks for English", async () => {
    expect(await i18nServer.getLocale(request())).toBe("nl");
    expect(await i18nServer.getLocale(request({ "Accept-Language": "en-GB,en;q=0.9" }))).toBe("nl");
  });

  it("follows the locale cookie the language switch sets", async () => {
    const cookie = (await localeCookie.serialize("en")).split(";")[0];
    expect(await i18nServer.getLocale(request({ Cookie: cookie }))).toBe("en");
  });

  it("falls back to Dutch for a language it does not have", async () => {
    const cookie = (await localeCookie.serialize("de")).split(";")[0];
    expect(await i18nServer.getLocale(request({ Cookie: cookie }))).toBe("nl");
  });

  it("keeps the cookie for a year, HttpOnly, Secure and SameSite=Lax", async () => {
    const header = await localeCookie.serialize("en");
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it("translates with the fixed translator of each locale", async () => {
    expect((await fixedT("en"))("error.notFoundTitle")).toBe("Page not found");
    expect((await fixedT("nl"))("error.notFoundTitle")).toBe("Pagina niet gevonden");
    expect((await fixedT("de"))("error.notFoundTitle"), "a language it does not have").toBe("Pagina niet gevonden");
  });
});

describe("the render's and loaders' instances", () => {
  // A lookup is resolved once per instance and options (i18n-instances.ts); asked again, and mixed
  // with lookups that carry other values, each answer must be what i18next itself gives.
  it("answer every text as i18next does, asked once or again, with values, counts or another namespace", async () => {
    const nl = (await i18nFor("nl")).getFixedT("nl");
    const en = (await i18nFor("en")).getFixedT("en");
    for (let round = 0; round < 2; round++) {
      expect(nl("home.title")).toBe("Home");
      expect(nl("home.heading", { name: "Oldebroek" })).toBe("Welkom bij Oldebroek");
      expect(nl("home.heading", { name: "Hattem" })).toBe("Welkom bij Hattem");
      expect(nl("nav.count", { count: 1 })).toBe("1 wacht");
      expect(nl("nav.count", { count: 3 })).toBe("3 wachten");
      expect(en("error.notFoundTitle")).toBe("Page not found");
      expect(nl("error.notFoundTitle")).toBe("Pagina niet gevonden");
      expect(nl("common:error.notFoundTitle")).toBe("Pagina niet gevonden");
    }
  });

  it("resolve a text once per values, also for react-i18next's t (getFixedT(null, namespace)); an object among the values, every time", async () => {
    const instance = await i18nFor("en");
    const translator = (instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
    const translate = translator.translate.bind(translator);
    let resolved = 0;
    translator.translate = (...args: unknown[]) => (resolved++, translate(...args));
    try {
      // What useTranslation("common") builds (react-i18next: getFixedT(props.lng || null, ns, keyPrefix)).
      const t = instance.getFixedT(null, "common");
      expect(t("nav.breadcrumbs")).toBe("Breadcrumbs");
      const before = resolved;
      for (let i = 0; i < 5; i++) expect(t("nav.breadcrumbs")).toBe("Breadcrumbs");
      expect(resolved, "asked again, from memory").toBe(before);
      expect(t("home.heading", { name: "Hattem" })).toBe("Welcome to Hattem");
      expect(t("home.heading", { name: "Hattem" })).toBe("Welcome to Hattem");
      expect(resolved, "a text with the same values, once").toBe(before + 1);
      expect(t("home.heading", { name: "Oldebroek" })).toBe("Welcome to Oldebroek");
      expect(t("home.heading", { name: 12 })).toBe("Welcome to 12");
      expect(t("home.heading", { name: "12" })).toBe("Welcome to 12");
      expect(resolved, "other values (a number is not its text), anew").toBe(before + 4);
      const withObject = { name: "Hattem", interpolation: { escapeValue: true } };
      expect(t("home.heading", withObject)).toBe("Welcome to Hattem");
      expect(t("home.heading", withObject)).toBe("Welcome to Hattem");
      expect(resolved, "an object among the options, every time").toBe(before + 6);
      // JSON writes both as null: remembered, the second would get the first's text.
      expect(t("home.heading", { name: Number.NaN })).toBe("Welcome to NaN");
      expect(t("home.heading", { name: Number.POSITIVE_INFINITY })).toBe("Welcome to Infinity");
    } finally {
      translator.translate = translate;
    }
  });
});
