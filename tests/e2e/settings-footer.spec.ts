import { DEMO_PASSWORD, expect, refusedPost, signIn, test } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";
import { ONE_PIXEL_PNG } from "../fixtures/png";
import { settingsCentre } from "../fixtures/settings-centres";
import { onHost } from "../fixtures/tenants";

// /instellingen/footer, /contact-person and /organisatie: staff fill in their centre's footer,
// contact person and own organization, and the next visitor sees them, each project on its own
// demo centre (tests/fixtures/settings-centres.ts; settings.spec.ts changes only their theme).

test.describe("centre settings: footer, contact person, organization", () => {
  test.use({ allowedErrors: refusedPost });

  test("staff fill in the footer and the contact person; a signed-out visitor's next page shows them", async ({ page, browser, baseURL }, testInfo) => {
    const centre = settingsCentre(testInfo);
    test.setTimeout(90_000);
    const run = testInfo.project.name;
    await page.goto(onHost(baseURL, centre.host, "/instellingen/footer"));
    await signIn(page, centre.staff, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/instellingen\/footer$/);
    await expect(page).toHaveTitle(/^Footer - /);

    await page.getByLabel("Adres", { exact: true }).fill(`${centre.name}\nMarkt 3\n1234 AB Proefdorp`);
    await page.getByLabel("Telefoonnummer").fill("010 555 0101");
    await page.getByLabel("E-mailadres").fill(`info@${centre.host}.example.org`);
    await page.getByLabel("Openingstijden", { exact: true }).fill(`Dinsdag 10.00-12.00 uur (${run})`);
    await page.getByLabel("Instagram").fill("https://instagram.com/proefcentrale");
    // A script address is no link: refused on its field, and nothing is saved.
    await page.getByLabel("Tekst van link 1").fill("Privacy");
    await page.getByLabel("Adres van link 1").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Vul een webadres in dat begint met https://, of een pagina van deze site zoals /vacancies.")).toBeVisible();
    await expect(page.getByLabel("Adres van link 1")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Adres van link 1").fill("/privacy");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Adres van link 1")).toHaveValue("/privacy");

    await page.getByRole("navigation", { name: "Instellingen" }).getByRole("link", { name: "Contactpersoon" }).click();
    await expect(page).toHaveURL(/\/instellingen\/contact-person$/);
    await page.getByLabel("Naam").fill(`Carla ${run}`);
    await page.getByLabel("Functie").fill("Consulent");
    await page.getByLabel("E-mailadres").fill("carla@example.org");
    await page.getByLabel("Foto", { exact: true }).setInputFiles({ name: "carla.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Naam")).toHaveValue(`Carla ${run}`);
    if (run === "js") expect(await axeViolations(page)).toEqual([]);

    const visitor = await browser.newPage();
    await visitor.goto(onHost(baseURL, centre.host, "/"));
    const footer = visitor.getByTestId("center-footer");
    await expect(footer.getByText("Markt 3")).toBeVisible();
    await expect(footer.getByText(`Dinsdag 10.00-12.00 uur (${run})`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "010 555 0101" })).toHaveAttribute("href", "tel:0105550101");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://instagram.com/proefcentrale");
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    const person = footer.getByTestId("contact-person");
    await expect(person.getByRole("heading", { name: `Carla ${run}` })).toBeVisible();
    await expect(person.getByRole("link", { name: "carla@example.org" })).toHaveAttribute("href", "mailto:carla@example.org");
    expect(await person.getByRole("img", { name: `Foto van Carla ${run}` }).getAttribute("src")).toMatch(/^\/files\/meedoen\/photo\/[0-9a-f]{64}\.png$/);
    await visitor.close();
  });

  test("staff put their centre on the social map as an organization", async ({ page, baseURL }, testInfo) => {
    const centre = settingsCentre(testInfo);
    await page.goto(onHost(baseURL, centre.host, "/instellingen/organisatie"));
    await signIn(page, centre.staff, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/instellingen\/organisatie$/);
    await expect(page.getByLabel("Naam", { exact: false }).first()).toHaveValue(centre.name);
    await page.getByLabel("E-mailadres").fill("hallo@example.org");
    await page.getByLabel("Plaats").fill("Proefdorp");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("E-mailadres")).toHaveValue("hallo@example.org");
    await expect(page.getByText("Uw centrum als organisatie in de sociale kaart: beschrijving, contactgegevens en adres.")).toBeVisible();
    // Staff reach the settings from their own menu on every page.
    await page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link", { name: "Instellingen" }).click();
    await expect(page).toHaveURL(/\/instellingen$/);
    await expect(page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link", { name: "Instellingen" })).toHaveAttribute("aria-current", "page");
  });
});

// Demo data (api/seeds/demo.sql): every demo centre has its settings filled in, so `npm start`
// shows them: its logo, its footer and contact person, and its own organization (the home page's
// contact block, named after it, with its place).
test("every demo centre shows its settings: logo, footer, contact person and its own organization", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const centres = [
    [null, "Vrijwilligerscentrale Demo", "Demodorp"],
    ["oldebroek", "Vrijwilligerscentrale Oldebroek", "Oldebroek"],
    ["hattem", "Vrijwilligerswerk Hattem", "Hattem"],
    ["roermond", "Vrijwilligerscentrale Roermond", "Roermond"],
    ["meedoen", "Meedoen Zeewolde", "Zeewolde"],
    ["mas4you", "Mas4you Maastricht", "Maastricht"],
    ["public", "Inzet Nederland", "Utrecht"],
  ] as const;
  for (const [host, name, place] of centres) {
    await page.goto(host ? onHost(baseURL, host, "/") : "/");
    await expect(page.getByRole("img", { name: `Logo van ${name}` }).first(), `${name}: logo`).toBeVisible();
    const footer = page.getByTestId("center-footer");
    await expect(footer.getByText("0123 456 789"), `${name}: footer`).toBeVisible();
    await expect(footer.getByTestId("contact-person").getByRole("heading", { name: "Mila Medewerker" }), `${name}: contact person`).toBeVisible();
    await expect(page.getByRole("region", { name, exact: true }), `${name}: its own organization`).toContainText(place);
  }
});
