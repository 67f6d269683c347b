import { describe, expect, it } from "vitest";
import { createNonce, tileSource } from "./csp";

describe("createNonce", () => {
  it("gives 128 random bits in base64, a new value each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("tileSource", () => {
  it("turns a tile template into the CSP source of its host", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.tile.example/{z}/{x}/{y}.png")).toBe("https://*.tile.example");
    expect(tileSource("not a url")).toBeNull();
  });
});
