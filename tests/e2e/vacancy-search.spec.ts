import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectMail, mailedLink, signIn, test, uniqueEmail } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";

// The public vacancy pages of the demo centre (api/seeds/demo.sql: twelve public vacancies, more
// once other specs publish some, so totals here are lower bounds). Neither page hydrates: every
// flow is links, a GET form and a POST form, the same with JavaScript off and on.
const results = (page: Page) => page.getByRole("list", { name: "Vacatures" }).getByRole("heading");
/** Each of these titles is among the results (in any order: other specs may publish more). */
const expectResults = async (page: Page, titles: string[]) => {
  for (const title of titles) await expect(results(page).filter({ hasText: title })).toHaveCount(1);
};
const search = async (page: Page, fill: (page: Page) => Promise<void>) => {
  await fill(page);
  await page.getByRole("button", { name: "Zoeken" }).click();
};

test("search by word finds seeded vacancies, cafe finds café, and leads to the vacancy", async ({ page }) => {
  await page.goto("/vacancies/search");
  await expect(page).toHaveTitle(/^Vacatures - Vrijwilligerscentrale Demo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vacatures" })).toBeVisible();

  await search(page, (p) => p.getByLabel("Zoekwoorden").fill("koffie"));
  await expect(page).toHaveURL(/[?&]q=koffie/);
  await expectResults(page, ["Vrijwilliger sportcafé", "Kok voor de buurtmaaltijd"]);
  await expect(page.getByLabel("Zoekwoorden")).toHaveValue("koffie");

  await page.getByLabel("Zoekwoorden").fill("cafe");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/[?&]q=cafe/);
  await expectResults(page, ["Vrijwilliger sportcafé"]);
  await expectResults(page, ["Reparateur fietsen en kleding"]);
  await expect(page.getByRole("status")).toHaveText(/^\d+ vacatures? gevonden$/);

  await page.getByRole("link", { name: "Vrijwilliger sportcafé" }).click();
  await expect(page).toHaveURL(/\/vacancies\/1-vrijwilliger-sportcafe$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vrijwilliger sportcafé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sportvereniging De Demo" })).toHaveAttribute("href", "/sociale-kaart/1-sportvereniging-de-demo");
  // The description is the API's sanitized HTML: its heading and bold text are real markup.
  await expect(page.getByRole("heading", { level: 2, name: "Wat ga je doen?" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "café" })).toBeVisible();
  await expect(page.getByText("Je bent 16 jaar of ouder.")).toBeVisible();
  await expect(page.getByRole("link", { name: "beheerder@demo.example.org" })).toHaveAttribute("href", "mailto:beheerder@demo.example.org");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Vrijwilliger sportcafé");
});

test("filters by place, remote, hours, kind and date, kept in a URL that can be shared", async ({ page }) => {
  await page.goto("/vacancies/search");
  await search(page, (p) => p.getByLabel("Plaats").fill("amsterdam"));
  await expect(page).toHaveURL(/[?&]city=amsterdam/);
  await expectResults(page, ["Maatje thuisadministratie", "Wandelmaatje voor ouderen"]);
  await expect(results(page).filter({ hasText: "Vrijwilliger sportcafé" })).toHaveCount(0);

  await page.goto("/vacancies/search");
  await search(page, (p) => p.getByLabel("Alleen op afstand (thuis)").check());
  await expect(page).toHaveURL(/[?&]remote=1/);
  await expectResults(page, ["Taalmaatje Nederlands (online)", "Digitaal maatje (op afstand)"]);
  for (const item of await page.getByRole("list", { name: "Vacatures" }).getByRole("listitem").all()) await expect(item).toContainText("Op afstand");
  await expect(page.getByLabel("Alleen op afstand (thuis)")).toBeChecked();

  // The same search from a link someone shared: the form shows it and the results match.
  await page.goto("/vacancies/search?hours=2%2C5&commitment=one_off&date=2027-03-15&sort=newest");
  await expect(results(page)).toHaveText(["Hulp bij belastingaangifte (online)"]);
  await expect(page.getByLabel("Hoogstens uren per week")).toHaveValue("2.5");
  await expect(page.getByLabel("Soort")).toHaveValue("one_off");
  await expect(page.getByLabel("Beschikbaar op")).toHaveValue("2027-03-15");
  await expect(page.getByLabel("Sorteren op")).toHaveValue("newest");

  await page.goto("/vacancies/search?q=koffie&city=Demodorp");
  await expect(results(page)).toHaveText(["Vrijwilliger sportcafé"]);
});

test("pages through the results, keeping the search", async ({ page }) => {
  await page.goto("/vacancies/search?sort=newest");
  await expect(page.getByRole("list", { name: "Vacatures" }).getByRole("listitem")).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Pagina's met vacatures" });
  // The search is not counted: which results these are, and a next link while more follow.
  await expect(page.getByRole("status")).toHaveText("Vacatures 1–10");
  await expect(pager).toContainText("Pagina 1");
  await expect(pager.getByRole("link", { name: "Vorige pagina" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("Pagina 2");
  await expect(page.getByRole("status")).toHaveText(/^Vacatures 11–\d+$/);
  await expect(pager.getByRole("link", { name: "Vorige pagina" })).toHaveAttribute("href", /page=1/);
  // Oldest last: the first seeded vacancy is on a later page than the newest seeded one.
  await expect(page.getByRole("list", { name: "Vacatures" }).getByRole("listitem").first()).toBeVisible();
  await expect(results(page).filter({ hasText: "Hulp bij belastingaangifte (online)" })).toHaveCount(0);
});

test("says so when nothing is found", async ({ page }) => {
  await page.goto("/vacancies/search?q=xylofoonstemmer");
  await expect(page.getByRole("status")).toHaveText("0 vacatures gevonden");
  await expect(page.getByText("Geen vacatures gevonden. Probeer andere woorden of minder filters.")).toBeVisible();
});

test.describe("input a visitor can get wrong", () => {
  test.use({ allowedErrors: /status of (400 \(Bad Request\)|404 \(Not Found\))/ });

  test("a postcode or date it cannot use is a field error, not an error page", async ({ page }) => {
    expect((await page.goto("/vacancies/search?postcode=12345"))?.status()).toBe(400);
    await expect(page.getByText("Vul een Nederlandse postcode in, zoals 1234 AB.")).toBeVisible();
    await expect(page.getByLabel("Postcode", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect((await page.goto("/vacancies/search?postcode=9999"))?.status()).toBe(400);
    await expect(page.getByText("Deze postcode kennen we niet.")).toBeVisible();
    expect((await page.goto("/vacancies/search?date=2027-02-30"))?.status()).toBe(400);
    await expect(page.getByText("Vul een datum in als jjjj-mm-dd, zoals 2027-04-27.")).toBeVisible();
    expect((await page.request.get("/vacancies/feed.rss?postcode=9999")).status()).toBe(400);

    // A postcode it knows: within 5 km of Demodorp, so no remote ones (they have no place).
    await page.goto("/vacancies/search");
    await search(page, async (p) => {
      await p.getByLabel("Postcode", { exact: true }).fill("1234 ab");
      await p.getByLabel("Afstand vanaf postcode").selectOption("5");
    });
    await expect(page).toHaveURL(/[?&]distance=5/);
    await expect(page.getByLabel("Postcode", { exact: true })).toHaveValue("1234 AB");
    await expectResults(page, ["Vrijwilliger sportcafé"]);
    await expect(results(page).filter({ hasText: "(online)" })).toHaveCount(0);
  });

  test("a vacancy that is not public is not found", async ({ page }) => {
    expect((await page.goto("/vacancies/6"))?.status()).toBe(404); // a draft
    expect((await page.goto("/vacancies/7"))?.status()).toBe(404); // closed
    expect((await page.goto("/vacancies/abc"))?.status()).toBe(404);
  });
});

test.describe("applying", () => {
  test.use({ allowedErrors: /status of 400 \(Bad Request\)/ });

  test("a guest applies and gets the confirmation mail", async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail(testInfo, "gast");
    await page.goto("/vacancies/101");
    await page.getByLabel("Naam").fill("Gerda Gast");
    await page.getByLabel("E-mailadres").fill(email);
    // Only spaces: the browser lets it through, the server does not.
    await page.getByLabel("Waarom wil je dit doen?").fill("   ");
    await page.getByRole("button", { name: "Verstuur reactie" }).click();
    await expect(page.getByText("Waarom wil je dit doen? is niet geldig.")).toBeVisible();
    await expect(page.getByLabel("Naam")).toHaveValue("Gerda Gast");

    await page.getByLabel("Waarom wil je dit doen?").fill("Ik kook graag voor veel mensen.");
    await page.getByRole("button", { name: "Verstuur reactie" }).click();
    await expect(page).toHaveURL(/\/vacancies\/101\/applied$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je reactie" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText('Je reactie op "Kok voor de buurtmaaltijd" is verstuurd naar Buurtcentrum De Pijp.');

    await expectMail(page, email, "Je reactie op Kok voor de buurtmaaltijd is ontvangen");
    // Guests have no account: the mail carries a link to withdraw on this site.
    expect(await mailedLink(page, email, "/applications/withdraw")).toContain(`${baseURL}/applications/withdraw`);
  });

  test("a signed-in volunteer applies as their account, once", async ({ page }, testInfo) => {
    // One vacancy per project: both run against the same database.
    const id = testInfo.project.name === "js" ? 105 : 103;
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/vacancies/${id}`);
    await expect(page.getByText(/^Je reageert als .+ \(vrijwilliger@demo\.example\.org\)\.$/)).toBeVisible();
    await expect(page.getByLabel("Naam")).toHaveCount(0);
    await page.getByLabel("Waarom wil je dit doen?").fill("Ik heb op die dagen tijd.");
    await page.getByRole("button", { name: "Verstuur reactie" }).click();
    await expect(page).toHaveURL(new RegExp(`/vacancies/${id}/applied$`));
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je reactie" })).toBeVisible();

    await page.goto(`/vacancies/${id}`);
    await page.getByLabel("Waarom wil je dit doen?").fill("Nog een keer.");
    await page.getByRole("button", { name: "Verstuur reactie" }).click();
    await expect(page.getByText("Je hebt al gereageerd op deze vacature.")).toBeVisible();
  });
});

test("feeds of a search: valid RSS and JSON Feed with absolute links, linked from the page", async ({ page, baseURL }) => {
  await page.goto("/vacancies/search?q=koffie");
  const rssHref = `${baseURL}/vacancies/feed.rss?q=koffie`;
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", rssHref);
  await expect(page.getByRole("link", { name: "RSS-feed" })).toHaveAttribute("href", rssHref);
  await expect(page.getByRole("link", { name: "JSON-feed" })).toHaveAttribute("href", `${baseURL}/vacancies/feed.json?q=koffie`);

  const rss = await page.request.get(rssHref);
  expect(rss.status()).toBe(200);
  expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const parsed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          description: item.querySelector("description")?.textContent,
        })),
      };
    },
    await rss.text(),
  );
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe("2.0");
  expect(parsed.title).toBe('Vacatures "koffie" - Vrijwilligerscentrale Demo');
  expect(parsed.items).toContainEqual({
    title: "Vrijwilliger sportcafé",
    link: `${baseURL}/vacancies/1-vrijwilliger-sportcafe`,
    description: expect.stringContaining("<strong>café</strong>"),
  });

  const json = await page.request.get(`${baseURL}/vacancies/feed.json?q=koffie`);
  expect(json.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
  const feed = await json.json();
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed.feed_url).toBe(`${baseURL}/vacancies/feed.json?q=koffie`);
  expect(feed.items).toContainEqual(
    expect.objectContaining({
      id: `${baseURL}/vacancies/101`,
      url: `${baseURL}/vacancies/101-kok-voor-de-buurtmaaltijd`,
      title: "Kok voor de buurtmaaltijd",
      authors: [{ name: "Buurtcentrum De Pijp" }],
    }),
  );
  expect((await (await page.request.get(`${baseURL}/vacancies/feed.json`)).json()).items.length).toBeLessThanOrEqual(50);
});

test("the social map links an organization's vacancies, and the footer links the search", async ({ page }) => {
  await page.goto("/sociale-kaart/1");
  await page.getByRole("link", { name: "Vrijwilliger sportcafé" }).click();
  await expect(page).toHaveURL(/\/vacancies\/1-vrijwilliger-sportcafe$/);
  // The site's own footer navigation (the centre's footer links may name "Vacatures" too).
  await page.getByRole("navigation", { name: "Meer op deze site" }).getByRole("link", { name: "Vacatures" }).click();
  await expect(page).toHaveURL(/\/vacancies\/search$/);
});

test("the search and the vacancy pass axe", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs as a script in the page");
  await page.goto("/vacancies/search?q=koffie");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/vacancies/1");
  expect(await axeViolations(page)).toEqual([]);
});
