import { describe, expect, it } from "vitest";
import { i18nServer, localeCookie } from "./i18n";

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
    expect((await i18nServer.getFixedT("en"))("error.notFoundTitle")).toBe("Page not found");
    expect((await i18nServer.getFixedT("nl"))("error.notFoundTitle")).toBe("Pagina niet gevonden");
  });
});
