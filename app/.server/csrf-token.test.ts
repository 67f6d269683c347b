import { describe, expect, it } from "vitest";
import { csrfTokenFor, lacksCsrfToken } from "./csrf-token";
import { sessionStorageFor } from "./session";

const SECRET = "a-session-secret-of-at-least-32-characters";
const credentials = (client: string) => ({ accessToken: "t", client, uid: "u@example.org", expiry: 0 });

async function session(client?: string) {
  const s = await sessionStorageFor(SECRET, true).getSession(null);
  if (client) s.set("credentials", credentials(client));
  return s;
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("https://demo.example/locale", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });

describe("csrfTokenFor", () => {
  it("is null signed out, stable within one sign-in, different for another sign-in or secret", async () => {
    expect(await csrfTokenFor(await session(), SECRET)).toBeNull();
    const one = await csrfTokenFor(await session("client-1"), SECRET);
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await csrfTokenFor(await session("client-1"), SECRET)).toBe(one);
    expect(await csrfTokenFor(await session("client-2"), SECRET)).not.toBe(one);
    expect(await csrfTokenFor(await session("client-1"), `${SECRET}-rotated`)).not.toBe(one);
  });
});

describe("lacksCsrfToken", () => {
  it("refuses a signed-in post with no Origin, Referer or Sec-Fetch-Site unless it carries the token", async () => {
    const signedIn = await session("client-1");
    const token = (await csrfTokenFor(signedIn, SECRET))!;
    expect(await lacksCsrfToken(post("locale=en"), signedIn, SECRET)).toBe(true);
    expect(await lacksCsrfToken(post("locale=en&_csrf="), signedIn, SECRET)).toBe(true);
    expect(await lacksCsrfToken(post(`locale=en&_csrf=${token.slice(1)}x`), signedIn, SECRET)).toBe(true);
    const other = (await csrfTokenFor(await session("client-2"), SECRET))!;
    expect(await lacksCsrfToken(post(`locale=en&_csrf=${other}`), signedIn, SECRET)).toBe(true);
    expect(await lacksCsrfToken(post(`locale=en&_csrf=${token}`), signedIn, SECRET)).toBe(false);
  });

  it("leaves to csrf.ts what carries a header, and asks nothing of signed-out visitors or reads", async () => {
    const signedIn = await session("client-1");
    for (const header of ["Origin", "Referer", "Sec-Fetch-Site"])
      expect(await lacksCsrfToken(post("locale=en", { [header]: "https://demo.example" }), signedIn, SECRET), header).toBe(false);
    expect(await lacksCsrfToken(post("locale=en"), await session(), SECRET)).toBe(false);
    expect(await lacksCsrfToken(new Request("https://demo.example/"), signedIn, SECRET)).toBe(false);
  });
});
