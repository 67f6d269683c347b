import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const locationOf = (response: Response) => response.headers.get("Location");

describe("safeRedirect", () => {
  it("redirects with 302 to a same-site path, query and hash kept", () => {
    const response = safeRedirect("/vacancies?page=2#list");
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/vacancies?page=2#list");
    expect(locationOf(safeRedirect("  /profile  "))).toBe("/profile");
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["absolute", "https://evil.example/login"],
    ["javascript", "javascript:alert(document.cookie)"],
    ["relative", "evil.example"],
    ["empty", ""],
    ["blank", "   "],
    // Browsers drop tabs and newlines from a URL, making these '//evil.example'; NUL breaks the header.
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["NUL", "/\0/evil.example"],
  ])("falls back for a %s target", (_, target) => {
    const response = safeRedirect(target, "/dashboard");
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/dashboard");
    expect(new URL(locationOf(response)!, "https://inzet.example").origin).toBe("https://inzet.example");
  });

  // What a crafted link may put in ?redirectTo= (already decoded once by URLSearchParams), and
  // where a browser would go: the WHATWG URL parser, after the browser's own stripping of tabs,
  // newlines and leading/trailing controls, must land on this site for every one of them.
  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "HTTPS://evil.example",
    "https:evil.example",
    "http:/evil.example",
    "//evil.example@inzet.example",
    "/%2F/evil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%09/evil.example",
    "%252F%252Fevil.example",
    " //evil.example",
    "\x01//evil.example",
    "/\u0009/evil.example",
    "/\r\n/evil.example",
    "／／evil.example",
    "data:text/html,<script>alert(1)</script>",
    "javascript://%0aalert(1)",
    "/login?redirectTo=//evil.example",
  ])("keeps %j on this site", (target) => {
    const location = locationOf(safeRedirect(target, "/fallback"))!;
    const asBrowser = location.replace(/[\t\n\r]/g, "");
    expect(new URL(asBrowser, "https://inzet.example/a/b").origin).toBe("https://inzet.example");
  });

  it("redirects to a path in any script without failing the response", () => {
    expect(locationOf(safeRedirect("/zoeken/日本 café"))).toBe("/zoeken/%E6%97%A5%E6%9C%AC%20caf%C3%A9");
    expect(locationOf(safeRedirect("/\uD800"))).toBe("/%EF%BF%BD");
  });

  it("falls back for a value that is not a string", () => {
    expect(locationOf(safeRedirect(null))).toBe("/");
    expect(locationOf(safeRedirect(undefined))).toBe("/");
    expect(locationOf(safeRedirect(new File(["x"], "x.txt"), "/home"))).toBe("/home");
  });

  it("keeps the given status and headers", () => {
    const response = safeRedirect("/switch", "/", { status: 303, headers: { "Set-Cookie": "tenant=demo; Path=/" } });
    expect(response.status).toBe(303);
    expect(locationOf(response)).toBe("/switch");
    expect(response.headers.get("Set-Cookie")).toBe("tenant=demo; Path=/");
  });
});
