import type { Browser, Page, Response, TestInfo } from "@playwright/test";
import { publishFilledVacancy } from "../fixtures/vacancy-form";
import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";

// The edge cache of anonymous public pages (docs/decisions/0009-edge-cache.md): every page answer
// of a cached path says where it came from in X-Cache (HIT, MISS, BYPASS). The demo organization's
// admin makes a vacancy of this project's own and edits it; a signed-out visitor in a browser
// context of their own (no cookies shared) reads its public page.
const ADMIN = "beheerder@demo.example.org";

test.slow();

const isJs = (testInfo: TestInfo) => testInfo.project.name === "js";
const unique = (testInfo: TestInfo, title: string) => `${title} ${testInfo.project.name} ${Date.now()}`;
const cacheOf = (response: Response | null) => response?.headers()["x-cache"];

/**
 * Visits the path until its answer comes from the cache: the first visit renders and keeps it, the
 * next finds it. Other specs' writes to the same tenant raise its content version, so a miss may
 * fall between two visits; a page that is never kept never answers HIT and fails.
 */
async function expectCached(page: Page, path: string) {
  await expect.poll(async () => cacheOf(await page.goto(path)), { message: `${path} from the cache`, timeout: 20_000 }).toBe("HIT");
}

/** With JavaScript, the vacancy form is ready once the description's editor is. */
async function formReady(page: Page, testInfo: TestInfo) {
  if (!isJs(testInfo)) return;
  await waitForHydration(page);
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
}

async function signedInAdmin(page: Page, testInfo: TestInfo) {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page.getByText("Je bent ingelogd.")).toBeVisible();
  await page.goto("/vacancies/add");
  await formReady(page, testInfo);
}

/** Adds and publishes a vacancy through the admin's form; answers its id. */
async function publishVacancy(page: Page, testInfo: TestInfo, title: string) {
  await signedInAdmin(page, testInfo);
  return publishFilledVacancy(page, title);
}

async function visitor(browser: Browser, testInfo: TestInfo) {
  const { baseURL, javaScriptEnabled, locale, userAgent } = testInfo.project.use;
  return (await browser.newContext({ baseURL, javaScriptEnabled, locale, userAgent })).newPage();
}

test("a signed-out visitor sees an edited vacancy title on the next request after the edit", async ({ page, browser }, testInfo) => {
  const title = unique(testInfo, "Kantinehulp");
  const id = await publishVacancy(page, testInfo, title);
  const anonymous = await visitor(browser, testInfo);

  // Rendered once, then served from the cache: the same page for the next visitor.
  await expectCached(anonymous, `/vacancies/${id}`);
  await expect(anonymous.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const edited = `${title} (bewerkt)`;
  await page.goto(`/vacancies/${id}/edit`);
  await formReady(page, testInfo);
  await page.getByLabel("Titel").fill(edited);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De vacature is opgeslagen.")).toBeVisible();

  // The very next request: the write raised the tenant's content version, so no kept page is found.
  const next = await anonymous.goto(`/vacancies/${id}`);
  expect(cacheOf(next)).toBe("MISS");
  await expect(anonymous.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  await expectCached(anonymous, `/vacancies/${id}`);
  await expect(anonymous.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  await anonymous.context().close();
});

test("a signed-in visitor's page never comes from the cache, even where a signed-out copy is kept", async ({ page, browser }, testInfo) => {
  const title = unique(testInfo, "Scheidsrechter");
  const id = await publishVacancy(page, testInfo, title);
  const anonymous = await visitor(browser, testInfo);
  await expectCached(anonymous, `/vacancies/${id}`);
  await anonymous.context().close();

  for (const path of [`/vacancies/${id}`, `/vacancies/${id}`, "/"]) {
    const response = await page.goto(path);
    expect(cacheOf(response), path).toBe("BYPASS");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    // The admin's own toolbar, which no signed-out copy has.
    await expect(page.locator("summary", { hasText: "Account van" })).toBeVisible();
  }
});

test("a centre's own page, the workshops and the contact form come from the cache, the form with nobody's token", async ({ page, browser }, testInfo) => {
  const anonymous = await visitor(browser, testInfo);
  for (const path of ["/over-de-centrale", "/workshops", "/contactformulier"]) await expectCached(anonymous, path);
  // The signed-out copy every visitor gets: a CSRF token belongs to a signed-in session only.
  await expect(anonymous.locator('input[name="_csrf"]')).toHaveCount(0);
  await expect(anonymous.locator(`form[action="/contactformulier"]`)).toBeVisible();
  await anonymous.context().close();

  await signIn(page, ADMIN, DEMO_PASSWORD);
  const response = await page.goto("/contactformulier");
  expect(cacheOf(response)).toBe("BYPASS");
  expect(await page.locator('input[name="_csrf"]').count()).toBeGreaterThan(0);
});

test("a newsletter's link gets the plain page once the visitor has answered the consent banner, and its own before", async ({ browser }, testInfo) => {
  // A plain address of its own each round (a parameter no page reads), so only the link's render can have kept it.
  const plainOf = (round: number) => `/nieuws?ronde=${testInfo.project.name}-${round}-${Date.now()}`;
  const link = (plain: string, campaign: string) => `${plain}&utm_source=nieuwsbrief&utm_medium=email&utm_campaign=${campaign}`;
  // Answered: a link is rendered as the plain address and kept as it, so the plain address comes
  // from the cache without ever having been asked (a write by another spec in between may make a
  // round miss); the next reader's link finds it, the campaign kept in the address bar.
  const answered = await visitor(browser, testInfo);
  await answered.context().addCookies([{ name: "analytics_consent", value: "denied", url: testInfo.project.use.baseURL! }]);
  let round = 0;
  let plain = "";
  await expect
    .poll(
      async () => {
        plain = plainOf(round++);
        await answered.goto(link(plain, "december"));
        return cacheOf(await answered.goto(plain));
      },
      { message: "the plain page kept by a campaign link's render", timeout: 30_000 },
    )
    .toBe("HIT");
  await expect.poll(async () => cacheOf(await answered.goto(link(plain, "januari"))), { timeout: 30_000 }).toBe("HIT");
  expect(new URL(answered.url()).searchParams.get("utm_source")).toBe("nieuwsbrief");
  await expect(answered.getByRole("heading", { level: 1 })).toBeVisible();
  await answered.context().close();

  // Not answered yet: the banner returns the visitor to the link, campaign and all.
  const first = await visitor(browser, testInfo);
  const own = link(plainOf(round), "banner");
  await first.goto(own);
  await expect(first.locator('input[name="redirectTo"]').first()).toHaveValue(own);
  await first.context().close();
});
