import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "./csrf";

const post = (headers: Record<string, string>, method = "POST") => new Request("https://oldebroek.example/switch", { method, headers });

describe("isCrossSiteMutation", () => {
  it("lets same-origin posts through", () => {
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://oldebroek.example" }))).toBe(false);
    expect(isCrossSiteMutation(post({ Origin: "https://oldebroek.example" }))).toBe(false);
  });

  it("refuses posts from another site, and from a sibling subdomain", () => {
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-site", Origin: "https://evil.oldebroek.example" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Origin: "https://evil.example" }, "DELETE"))).toBe(true);
  });

  it("refuses an Origin that disagrees with Sec-Fetch-Site: same-origin (or is no URL at all)", () => {
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-origin", Origin: "not a url" }))).toBe(true);
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "same-origin", Referer: "https://evil.example/" }))).toBe(false);
  });

  it("decides by the Referer when a browser sent no Origin", () => {
    expect(isCrossSiteMutation(post({ Referer: "https://evil.example/page" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Referer: "https://oldebroek.example.evil.example/" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Referer: "not a url" }))).toBe(true);
    expect(isCrossSiteMutation(post({ Referer: "https://oldebroek.example/login?x=1" }))).toBe(false);
    // Origin wins over Referer: a same-origin Referer cannot launder a foreign Origin.
    expect(isCrossSiteMutation(post({ Origin: "https://evil.example", Referer: "https://oldebroek.example/" }))).toBe(true);
  });

  it("never blocks reads", () => {
    expect(isCrossSiteMutation(post({ "Sec-Fetch-Site": "cross-site" }, "GET"))).toBe(false);
  });

  it("lets a request without browser headers through (no cookies of a visitor to abuse)", () => {
    expect(isCrossSiteMutation(post({}))).toBe(false);
  });
});
