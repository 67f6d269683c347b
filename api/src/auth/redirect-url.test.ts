import { describe, expect, it } from "vitest";
import { allowedRedirect, hostMatches, linkWithToken } from "./redirect-url";

const HOSTS = ["localhost", "*.localhost", "127.0.0.1", "inzet.nl"];

describe("hostMatches", () => {
  it.each([
    ["localhost", "localhost", true],
    ["LOCALHOST", "localhost", true],
    ["demo.localhost", "*.localhost", true],
    ["a.b.localhost", "*.localhost", true],
    ["localhost", "*.localhost", false],
    ["evillocalhost", "*.localhost", false],
    ["localhost.evil.com", "localhost", false],
    ["localhost.evil.com", "*.localhost", false],
    ["127.0.0.1", "127.0.0.1", true],
    ["127.0.0.2", "127.0.0.1", false],
  ])("%s vs %s → %s", (host, pattern, expected) => {
    expect(hostMatches(host, pattern)).toBe(expected);
  });
});

describe("allowedRedirect", () => {
  it.each(["http://localhost:8787/confirm", "https://demo.localhost/auth/reset?x=1", "http://127.0.0.1:5173/confirm", "https://inzet.nl/confirm"])(
    "allows %s",
    (url) => {
      expect(allowedRedirect(url, HOSTS)?.href).toBe(new URL(url).href);
    },
  );

  it.each([
    ["another host", "https://evil.example/confirm"],
    ["a look-alike suffix", "https://inzet.nl.evil.example/confirm"],
    ["a sub-domain of an exact host", "https://www.inzet.nl/confirm"],
    ["javascript:", "javascript:alert(1)"],
    ["ftp:", "ftp://localhost/confirm"],
    ["data:", "data:text/html,hi"],
    ["user info", "https://inzet.nl@evil.example/confirm"],
    ["user info on an allowed host", "https://me@localhost/confirm"],
    ["a relative path", "/confirm"],
    ["a protocol-relative URL", "//evil.example/confirm"],
    ["garbage", "not a url"],
    ["an over-long URL", `https://localhost/${"a".repeat(2100)}`],
  ])("refuses %s", (_case, url) => {
    expect(allowedRedirect(url, HOSTS)).toBeNull();
  });

  it("refuses everything when no hosts are configured", () => {
    expect(allowedRedirect("http://localhost/confirm", [])).toBeNull();
  });
});

describe("linkWithToken", () => {
  it("adds or replaces the token parameter and keeps the rest", () => {
    const base = new URL("https://demo.localhost/confirm?lang=en&confirmation_token=old");
    expect(linkWithToken(base, "confirmation_token", "a-b_c")).toBe("https://demo.localhost/confirm?lang=en&confirmation_token=a-b_c");
  });
});
