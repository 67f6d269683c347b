import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL, PASSWORD, seedAccounts } from "../../test/account-fixtures";
import { fetchWithVars, row } from "../../test/auth";

beforeEach(() => seedAccounts(env.DB));

// Small limits through vars, so hitting them costs a few PBKDF2 runs, not dozens.
const LIMITS = {
  RATE_LIMIT_ACCOUNT: "3",
  RATE_LIMIT_ADDRESS: "5",
  RATE_LIMIT_WINDOW_SECONDS: "900",
};

const post = (path: string, body: object, address = "198.51.100.7") =>
  fetchWithVars(LIMITS, path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": address,
    },
    body: JSON.stringify(body),
  });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  const body = await response.json<{
    errors: { title: string; detail: string }[];
  }>();
  expect(body.errors[0].title).toBe("Too many requests");
  expect(body.errors[0].detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? before trying again\.$/);
}

// Sign-in: failures only, per account+address and per address (auth/sign-in-throttle.ts).
const THROTTLE = {
  ...LIMITS,
  SIGN_IN_FREE_FAILURES: "3",
  SIGN_IN_ADDRESS_FREE_FAILURES: "5",
};
const signInFrom = (email: string, password: string, address: string, vars: Record<string, string> = THROTTLE, headers: Record<string, string> = {}) =>
  fetchWithVars(vars, "/auth/sign_in", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": address,
      ...headers,
    },
    body: JSON.stringify({ email, password }),
  });

async function retryAfterOf(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  const body = await response.json<{ errors: { code: string }[] }>();
  expect(body.errors[0].code).toBe("rate_limited");
  return Number(response.headers.get("retry-after"));
}

// Moves every bucket's last failure back in time: the delay a test would otherwise sleep through.
const pass = (seconds: number) => env.DB.prepare("UPDATE sign_in_failures SET last_failure_at = last_failure_at - ?").bind(seconds).run();

// The throttle counts whole seconds of Date.now(), and a PBKDF2 sign-in on a loaded machine can
// take more than one, so the clock stands still (Date only; the worker runs in this isolate) and
// `pass` moves the failures back instead.
describe("sign-in throttle", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => vi.useRealTimers());

  it("20 wrong passwords from one address are delayed; the owner signs in from another address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", "203.0.113.1")).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(17).fill(429));
    expect((await signInFrom(EMAIL.VOLUNTEER, PASSWORD, "198.51.100.20")).status).toBe(200);
  });

  it("delays grow 30, 60, 120, 240 seconds after the free failures; a refused attempt is no failure", async () => {
    for (let i = 0; i < 3; i++) await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", "203.0.113.2");
    expect(await retryAfterOf(await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", "203.0.113.2"))).toBe(30);
    for (const delay of [30, 60, 120]) {
      await pass(delay);
      expect((await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", "203.0.113.2")).status).toBe(401);
      const wait = await retryAfterOf(await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", "203.0.113.2"));
      // A second or two may pass during the attempts.
      expect(wait).toBeLessThanOrEqual(delay * 2);
      expect(wait).toBeGreaterThan(delay * 2 - 5);
    }
  });

  it("the right password from the failing address waits too, then signs in and starts afresh", async () => {
    // Only the account+address bucket here: the address's own allowance is out of reach.
    const vars = { ...THROTTLE, SIGN_IN_ADDRESS_FREE_FAILURES: "50" };
    const from = (password: string) => signInFrom(EMAIL.VOLUNTEER, password, "203.0.113.3", vars);
    for (let i = 0; i < 3; i++) await from("Wrong-password");
    await retryAfterOf(await from(PASSWORD));
    await pass(30);
    expect((await from(PASSWORD)).status).toBe(200);
    // The pair is forgotten: three free failures again.
    for (let i = 0; i < 3; i++) expect((await from("Wrong-password")).status).toBe(401);
    await retryAfterOf(await from("Wrong-password"));
  });

  it("one address failing on many accounts is delayed for every account; other addresses are not", async () => {
    for (const email of ["a@example.org", "b@example.org", "c@example.org", "d@example.org", "e@example.org"])
      expect((await signInFrom(email, "x", "203.0.113.4")).status).toBe(401);
    await retryAfterOf(await signInFrom(EMAIL.ADMIN, PASSWORD, "203.0.113.4"));
    expect((await signInFrom(EMAIL.ADMIN, PASSWORD, "203.0.113.5")).status).toBe(200);
  });

  it("failures of many addresses on one account never refuse an address that has not failed", async () => {
    for (let i = 0; i < 12; i++) expect((await signInFrom(EMAIL.VOLUNTEER, "Wrong-password", `203.0.113.${100 + i}`)).status).toBe(401);
    expect((await signInFrom(EMAIL.VOLUNTEER, PASSWORD, "198.51.100.30")).status).toBe(200);
  });

  it("treats unknown e-mail addresses the same way (the 429 reveals nothing)", async () => {
    for (let i = 0; i < 3; i++) await signInFrom("ghost@example.org", "x", "203.0.113.6");
    await retryAfterOf(await signInFrom("ghost@example.org", "x", "203.0.113.6"));
  });

  it("takes Inzet-Visitor-Address only with the shared key; a key it does not hold is refused", async () => {
    const key = "k".repeat(40);
    const vars = { ...THROTTLE, VISITOR_ADDRESS_FROM: "web-worker", VISITOR_ADDRESS_KEY: key };
    const named = (address: string, sentKey: string, v: Record<string, string> = vars) =>
      signInFrom(EMAIL.VOLUNTEER, "Wrong", address, v, { "Inzet-Visitor-Address": "192.0.2.1", "Inzet-Visitor-Address-Key": sentKey });
    // A wrong key, or any key where the address comes from the edge: workers that disagree (or a
    // forgery) are told so, instead of every visitor being counted as the web worker's address.
    for (const response of [await named("198.51.100.40", "wrong".repeat(8)), await named("198.51.100.41", key, THROTTLE)]) {
      expect(response.status).toBe(403);
      expect((await response.json<{ errors: { code: string }[] }>()).errors[0].code).toBe("visitor_address_key");
    }
    // With it, the named visitor is the one counted, whatever the connecting address.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await named(`198.51.100.${50 + i}`, key)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("gives a request without an address a bucket of its own: two such requesters do not refuse each other", async () => {
    const key = "k".repeat(40);
    const viaWebWorker = { ...THROTTLE, VISITOR_ADDRESS_FROM: "web-worker", VISITOR_ADDRESS_KEY: key };
    const unknown = (email: string, password: string, vars = THROTTLE, headers: Record<string, string> = {}) =>
      fetchWithVars(vars, "/auth/sign_in", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ email, password }),
      });
    // One of them fails 12 times on one account: still limited (3 free failures, then delays)...
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await unknown("ghost@example.org", "x")).status);
    expect(statuses).toEqual([401, 401, 401, ...Array(9).fill(429)]);
    // ...and spraying other accounts gets each of them its own few free failures only.
    for (const email of ["a@example.org", "b@example.org"]) {
      for (let i = 0; i < 3; i++) expect((await unknown(email, "x")).status).toBe(401);
      await retryAfterOf(await unknown(email, "x"));
    }
    // Another requester without an address (directly, or from the web worker over API_URL) signs in.
    expect((await unknown(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(200);
    expect((await unknown(EMAIL.ADMIN, PASSWORD, viaWebWorker, { "Inzet-Visitor-Address-Key": key })).status).toBe(200);
  });

  it("stores neither e-mail nor address, only hashed buckets", async () => {
    await signInFrom(EMAIL.VOLUNTEER, "Wrong", "198.51.100.7");
    const stored = await row<{ bucket: string }>("SELECT group_concat(bucket) AS bucket FROM sign_in_failures");
    expect(stored!.bucket).toMatch(/^[0-9a-f]{64},[0-9a-f]{64}$/);
  });
});

describe("password reset rate limit", () => {
  it("answers 429 past the per-account limit", async () => {
    for (let i = 0; i < 3; i++) expect((await post("/auth/password", { email: EMAIL.VOLUNTEER }, `203.0.113.${i}`)).status).toBe(200);
    await expectLimited(await post("/auth/password", { email: EMAIL.VOLUNTEER }, "203.0.113.9"));
  });

  it("limits requests without an address per account, not all of them together", async () => {
    const reset = (email: string) =>
      fetchWithVars(LIMITS, "/auth/password", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
    for (let i = 0; i < 3; i++) expect((await reset(EMAIL.VOLUNTEER)).status).toBe(200);
    await expectLimited(await reset(EMAIL.VOLUNTEER));
    // Past the address limit (5) of one shared "unknown" bucket, yet another account goes through.
    for (let i = 0; i < 3; i++) expect((await reset(EMAIL.ADMIN)).status).toBe(200);
  });
});
