import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

const withCookie = (cookie?: string) => new Request("https://inzet.example/", { headers: cookie === undefined ? {} : { Cookie: cookie } });

describe("readCookie", () => {
  it("finds the cookie among several", () => {
    expect(readCookie(withCookie("theme=dark; tenant=oldebroek; volunteer_center_id=oldebroek%3A2"), "tenant")).toBe("oldebroek");
    expect(readCookie(withCookie("theme=dark; tenant=oldebroek; volunteer_center_id=oldebroek%3A2"), "volunteer_center_id")).toBe("oldebroek:2");
  });

  it("tolerates spaces around names and values, and no spaces at all", () => {
    expect(readCookie(withCookie("  theme = dark ;  tenant =  roermond  "), "tenant")).toBe("roermond");
    expect(readCookie(withCookie("theme=dark;tenant=roermond"), "tenant")).toBe("roermond");
  });

  it("returns undefined for a value with bad percent-encoding", () => {
    expect(readCookie(withCookie("tenant=%E0%A4%A; theme=dark"), "tenant")).toBeUndefined();
  });

  it("does not match a cookie whose name merely ends or starts with the name", () => {
    expect(readCookie(withCookie("xtenant=evil; tenant_old=evil; tenant=demo"), "tenant")).toBe("demo");
    expect(readCookie(withCookie("xtenant=evil; tenant_old=evil"), "tenant")).toBeUndefined();
  });

  it("returns undefined without a Cookie header or the cookie, and skips parts without '='", () => {
    expect(readCookie(withCookie(), "tenant")).toBeUndefined();
    expect(readCookie(withCookie("theme=dark"), "tenant")).toBeUndefined();
    expect(readCookie(withCookie("flag; tenant=demo"), "tenant")).toBe("demo");
  });

  it("keeps '=' inside a value", () => {
    expect(readCookie(withCookie("tenant=a=b"), "tenant")).toBe("a=b");
  });
});

describe("serializeCookie", () => {
  it("encodes the value so readCookie gives it back unchanged", () => {
    const header = serializeCookie("volunteer_center_id", "demo:1; evil=1");
    expect(readCookie(withCookie(header.split("; Path")[0]), "volunteer_center_id")).toBe("demo:1; evil=1");
  });

  it("is Secure, HttpOnly, SameSite=Lax, site-wide and long-lived", () => {
    const attributes = serializeCookie("tenant", "demo").split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax", `Max-Age=${60 * 60 * 24 * 365}`]));
    expect(serializeCookie("tenant", "", 0)).toContain("Max-Age=0");
  });
});
