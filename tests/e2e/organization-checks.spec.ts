import { DEMO_PASSWORD, expect, mailedLink, signIn, test } from "../fixtures/accounts";

// Issue 19, "are your details still correct?" (docs/organization-checks.md): the yearly mail's
// link, opened without signing in, marks the entry checked, and its public page says so; staff see
// the entries not checked for a year. JavaScript on and off (the projects). /dev/mail's button
// mails every approved organization of the tenant as the daily cron does once a year; each run
// adds its own link, so the two projects' links both work.
const ADMIN = "beheerder@demo.example.org"; // admin of Sportvereniging De Demo (api/seeds/demo.sql)
const STAFF = "medewerker@demo.example.org";
const today = () => new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }).format(new Date());

test("the still-correct link from the yearly mail updates 'last checked' without signing in", async ({ page }) => {
  await page.goto("/dev/mail");
  await page.getByRole("button", { name: "Jaarlijkse controlemails nu versturen" }).click();
  await expect(page.getByText(/controlemails? verstuurd/)).toBeVisible();
  const link = await mailedLink(page, ADMIN, "/organizations/still-correct?token=");

  // Nobody is signed in: the page asks, one button confirms.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Kloppen de gegevens nog?" })).toBeVisible();
  await page.getByRole("button", { name: "Ja, alle gegevens kloppen nog" }).click();
  await expect(page.getByText(`Bedankt! De gegevens van Sportvereniging De Demo zijn gemarkeerd als gecontroleerd op ${today()}.`)).toBeVisible();
  await page.getByRole("link", { name: "Bekijk Sportvereniging De Demo" }).click();
  await expect(page.getByRole("heading", { name: "Sportvereniging De Demo", level: 1 })).toBeVisible();
  await expect(page.getByText(`Gegevens laatst gecontroleerd door de organisatie op ${today()}.`)).toBeVisible();
});

test.describe("a made-up token", () => {
  // The refusal is a 400 answer, which the browser logs.
  test.use({ allowedErrors: /status of 400 .*\/organizations\/still-correct/ });

  test("changes nothing and says so", async ({ page }) => {
    await page.goto("/organizations/still-correct?token=this-is-not-a-real-token-at-all");
    await page.getByRole("button", { name: "Ja, alle gegevens kloppen nog" }).click();
    await expect(page.getByText("Deze link is onbekend of verlopen.", { exact: false })).toBeVisible();
  });
});

test("staff see the entries not checked for over a year; the page says how old the check is", async ({ page }) => {
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/organizations/unmanaged");
  const stale = page.getByRole("region", { name: "Meer dan een jaar niet gecontroleerd" });
  await expect(stale.getByRole("link", { name: "Voedselbank Amsterdam-Oost" })).toBeVisible();
  await expect(stale.getByRole("link", { name: "Sportvereniging De Demo" })).toHaveCount(0);
  await stale.getByRole("link", { name: "Voedselbank Amsterdam-Oost" }).click();
  await expect(page.getByText("(meer dan een jaar geleden)")).toBeVisible();
});

test("the social map marks an entry not checked for over a year, with a legend that explains the mark", async ({ page }) => {
  // Voedselbank Amsterdam-Oost was last checked two years ago (api/seeds/demo.sql).
  await page.goto(`/sociale-kaart?${new URLSearchParams({ name: "Voedselbank Amsterdam-Oost" })}`);
  const legend = page.getByRole("region", { name: "Legenda" });
  await expect(legend).toContainText("Niet recent gecontroleerd");
  await expect(legend).toContainText("De organisatie heeft haar gegevens meer dan een jaar niet gecontroleerd; ze kunnen verouderd zijn.");
  const entry = page.getByRole("list", { name: "Organisaties" }).getByRole("listitem").filter({ hasText: "Voedselbank Amsterdam-Oost" }).first();
  await expect(entry).toContainText("Niet recent gecontroleerd");

  // Sportvereniging De Demo was checked a month ago: no mark, and no legend for a page without one.
  await page.goto(`/sociale-kaart?${new URLSearchParams({ name: "Sportvereniging De Demo" })}`);
  await expect(page.getByRole("list", { name: "Organisaties" })).toContainText("Sportvereniging De Demo");
  // (The map's legend is there, hidden, until the map draws a stale pin: only what a visitor sees counts.)
  await expect(page.getByText("Niet recent gecontroleerd").filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Legenda" })).toHaveCount(0);
});
