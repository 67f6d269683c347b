import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test, waitForHydration } from "../fixtures/accounts";
import { onHost } from "../fixtures/tenants";

// Issue 19, contact visibility (docs/organizations.md): an organization's admin hides its phone
// number and address; visitors see them nowhere. Each project hides the fields of its own Roermond
// wijkteam (api/seeds/demo.sql), so the two projects never touch the same organization.
const ADMIN = "beheerder@roermond.example.org";
const WIJKTEAM = {
  js: { id: 144, name: "Wijkteam Roermond-Oost", phone: "0475-111144", email: "oost@wijkteam.example.org", street: "Oranjelaan 14" },
  "no-js": { id: 145, name: "Wijkteam Roermond-Zuid", phone: "0475-111145", email: "zuid@wijkteam.example.org", street: "Heinsbergerweg 3" },
} as const;
const STAFF_ONLY = "Alleen het vrijwilligerscentrum en de beheerders van de organisatie";

/** Every text a visitor's browser received for the page, the loader data's JSON included. */
async function received(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return page.content();
}

test("an admin hides the phone number and address: visitors, the social map and its embed do not get them", async ({ page, browser, baseURL }, testInfo) => {
  const wijkteam = WIJKTEAM[testInfo.project.name as keyof typeof WIJKTEAM];
  test.skip(!wijkteam, "runs in the js and no-js projects");
  const javaScriptEnabled = testInfo.project.name === "js";
  const on = (path: string) => onHost(baseURL, "roermond", path);

  // Public until the admin says otherwise.
  const visitor = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
  const visitorPage = await visitor.newPage();
  expect(await received(visitorPage, on(`/organizations/${wijkteam.id}`))).toContain(wijkteam.phone);

  const edit = on(`/organizations/${wijkteam.id}/edit`);
  await page.goto(edit);
  await signIn(page, ADMIN, DEMO_PASSWORD, { open: false });
  await expect(page).toHaveURL(edit);
  if (javaScriptEnabled) await waitForHydration(page);
  // The edit page lists the organization's admins (the API's users call for its admins).
  const admins = page.getByRole("region", { name: "Beheerders" });
  await expect(admins.getByRole("listitem")).toHaveText(["Bert Roermond (beheerder@roermond.example.org)"]);
  await expect(page.getByLabel("Wie ziet dit nummer")).toHaveValue("public");
  await page.getByLabel("Wie ziet dit nummer").selectOption({ label: STAFF_ONLY });
  await page.getByLabel("Wie ziet het adres").selectOption({ label: STAFF_ONLY });
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(on(`/organizations/${wijkteam.id}`));
  await expect(page.getByText("De organisatie is opgeslagen.")).toBeVisible();

  // The admin still sees both, marked as not public; the e-mail address stayed public.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: wijkteam.phone })).toBeVisible();
  // Said twice: at the phone number and at the location.
  await expect(main.getByText(/^\(niet openbaar: alleen het vrijwilligerscentrum/)).toHaveCount(2);
  await expect(main).toContainText(wijkteam.street);
  await page.goto(edit);
  await expect(page.getByLabel("Wie ziet dit nummer")).toHaveValue("staff");
  await expect(page.getByLabel("Wie ziet het mailadres")).toHaveValue("public");

  // A visitor: not on the organization's page, its directory page, the social map or the embed,
  // not even in the page's data; the place (the city) stays.
  for (const path of [`/organizations/${wijkteam.id}`, `/sociale-kaart/${wijkteam.id}`]) {
    const html = await received(visitorPage, on(path));
    expect(html).toContain(wijkteam.name);
    expect(html).toContain("Roermond");
    expect(html).not.toContain(wijkteam.phone);
    expect(html).not.toContain(wijkteam.street.split(" ")[0]);
    expect(html).toContain(wijkteam.email);
  }
  for (const path of ["/sociale-kaart", "/embed/sociale-kaart"]) {
    const html = await received(visitorPage, on(`${path}?name=${encodeURIComponent(wijkteam.name)}`));
    expect(html).toContain(wijkteam.name);
    expect(html).not.toContain(wijkteam.street.split(" ")[0]);
    expect(html).not.toContain(wijkteam.phone);
  }
  await visitor.close();
});
