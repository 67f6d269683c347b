import { DEMO_PASSWORD, expect, test } from "../fixtures/accounts";
import { postForm, visitorAddress } from "../fixtures/visitors";

// Sign-in throttling through the web worker (docs/security.md, "Sign-in throttling"): the visitor's
// address travels from CF-Connecting-IP to the api, and failures count per account and address.
// The e2e api allows 5 failures per account+address and 30 per address (api/wrangler.toml).

// Plain HTTP, no browser: the project without JavaScript runs them once.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP posts: one project");

const signIn = (request: Parameters<typeof postForm>[0], baseURL: string, email: string, password: string, address: string) =>
  postForm(request, baseURL, "/login", { email, password }, address);

test("60 wrong sign-ins for 60 addresses from 60 visitors, then a real user signs in", async ({ request, baseURL }) => {
  test.setTimeout(120_000); // 60 PBKDF2 checks in the api
  const run = Math.random().toString(36).slice(2, 8);
  const statuses: number[] = [];
  for (let batch = 0; batch < 6; batch++) {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(request, baseURL!, `nobody-${run}-${batch * 10 + i}@example.org`, "Wrong-password-1", visitorAddress())),
    );
    statuses.push(...responses.map((response) => response.status()));
  }
  // Each is the form again with "wrong e-mail or password": none was made to wait for the others.
  expect(statuses).toEqual(Array(60).fill(400));
  const user = await signIn(request, baseURL!, "vrijwilliger@demo.example.org", DEMO_PASSWORD, visitorAddress());
  expect(user.status()).toBe(302);
  expect((await request.get("/profiel", { maxRedirects: 0 })).status()).toBe(200);
});

test("20 wrong passwords for one account from one address; the owner then signs in from another", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const attacker = visitorAddress();
  const statuses: number[] = [];
  let lastAnswer = "";
  for (let i = 0; i < 20; i++) {
    const response = await signIn(request, baseURL!, "volunteer@demo.example.org", `Guess-${i}-wrong`, attacker);
    statuses.push(response.status());
    lastAnswer = await response.text();
  }
  expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
  expect(lastAnswer).toContain("Te veel pogingen.");
  // Even the right password waits at the failing address...
  expect((await signIn(request, baseURL!, "volunteer@demo.example.org", DEMO_PASSWORD, attacker)).status()).toBe(429);
  // ...but not at the owner's own.
  const owner = await signIn(request, baseURL!, "volunteer@demo.example.org", DEMO_PASSWORD, visitorAddress());
  expect(owner.status()).toBe(302);
  expect((await request.get("/profiel", { maxRedirects: 0 })).status()).toBe(200);
});
