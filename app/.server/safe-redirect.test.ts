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
