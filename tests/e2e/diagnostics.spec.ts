import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { startSentryReceiver } from "../../scripts/sentry-receiver.mjs";
import { DEMO_PASSWORD } from "../fixtures/accounts";
import { ACTORS, ROUTES } from "../sweep/routes";

// Production mode (playwright.config.ts, project "production": ENVIRONMENT=production, error
// reporting to a receiver this spec runs). Plain HTTP requests: no browser per page.

const TEST_URLS = ROUTES.filter((row) => row.id.startsWith("routes/test.")).flatMap((row) => row.urls ?? []);
const SENTRY_PORT = Number(process.env.E2E_PORT ?? 8790) + 20;

async function signedIn(baseURL: string, email: string): Promise<APIRequestContext> {
  // A same-origin post, as a browser sends it (the CSRF check reads Origin).
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await client.post("/login", { form: { email, password: DEMO_PASSWORD }, maxRedirects: 0 });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  return client;
}

test.describe.configure({ mode: "serial" });

test("every /test page answers 200 for a super admin and 404 for a volunteer and a visitor", async ({ request, baseURL }) => {
  expect(TEST_URLS.length).toBeGreaterThanOrEqual(16);
  const superAdmin = await signedIn(baseURL!, ACTORS.superAdmin);
  const volunteer = await signedIn(baseURL!, ACTORS.volunteer);
  for (const url of TEST_URLS) {
    const expected = url.startsWith("/test/server-error") ? 500 : 200;
    expect((await superAdmin.get(url, { maxRedirects: 0 })).status(), `${url} as a super admin`).toBe(expected);
    expect((await volunteer.get(url, { maxRedirects: 0 })).status(), `${url} as a volunteer`).toBe(404);
    expect((await request.get(url, { maxRedirects: 0 })).status(), `${url} signed out`).toBe(404);
  }
  await Promise.all([superAdmin.dispose(), volunteer.dispose()]);
});

test("/health says only 'ok' to a visitor, and gives a super admin the release and migration level", async ({ request, baseURL }) => {
  const anonymous = await request.get("/health");
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.json()).toEqual({ status: "ok" });
  const superAdmin = await signedIn(baseURL!, ACTORS.superAdmin);
  const details = await (await superAdmin.get("/health")).json();
  expect(details).toMatchObject({ status: "ok", release: "local", environment: "production", api: { status: "ok", database: { reachable: true } } });
  expect(details.api.database.migrationLevel).toMatch(/^\d{4}\w*_[a-z0-9_]+\.sql$/);
  await superAdmin.dispose();
});

test("/test/sentry delivers one envelope to error reporting, with no e-mail address, token or cookie", async ({ baseURL }) => {
  const receiver = await startSentryReceiver({ port: SENTRY_PORT });
  try {
    const superAdmin = await signedIn(baseURL!, ACTORS.superAdmin);
    const page = await superAdmin.get("/test/sentry");
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(csrf).toBeTruthy();
    const cookies = (await superAdmin.storageState()).cookies.map((cookie) => cookie.value);
    const answer = await superAdmin.post("/test/sentry", { form: { _csrf: csrf! } });
    expect(answer.status()).toBe(200);
    await expect.poll(() => receiver.envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(receiver.envelopes).toHaveLength(1);
    const [envelope] = receiver.envelopes;
    expect(envelope).toContain("Test error from /test/sentry");
    expect(envelope).toContain('"tenant":"demo"');
    expect(envelope).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    for (const secret of [ACTORS.superAdmin, csrf!, ...cookies]) expect(envelope).not.toContain(secret);
    await superAdmin.dispose();
  } finally {
    await receiver.close();
  }
});
