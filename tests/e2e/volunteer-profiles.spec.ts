import type { Locator } from "@playwright/test";
import { DEMO_PASSWORD, expect, signedInPage, signIn, test } from "../fixtures/accounts";
import { uniquePng } from "../fixtures/png";
import { onHost } from "../fixtures/tenants";

// Volunteer profiles, the pool and replies (docs/volunteer-profiles.md): a volunteer publishes a
// profile, the organization's admin finds it in the pool by theme and distance. Both projects
// share one server, so each has its own volunteer (api/seeds/demo.sql): no-js Pim, js Roos.
const ADMIN = "beheerder@demo.example.org";
const CASES = {
  "no-js": { email: "pim@demo.example.org", name: "Pim" },
  js: { email: "roos@demo.example.org", name: "Roos" },
} as const;

test.describe.configure({ timeout: 120_000 });

test("a volunteer publishes a profile, an organization's admin finds it by theme and distance and replies with a vacancy, the volunteer accepts and a conversation opens", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { email, name } = CASES[javaScriptEnabled ? "js" : "no-js"];
  const intro = `Ik laat graag honden uit (${javaScriptEnabled ? "js" : "no-js"} ${Date.now()})`;

  const volunteer = await signedInPage(browser, javaScriptEnabled, email);
  await volunteer.goto("/profile-edit/vrijwilligersprofiel");
  await volunteer.getByLabel("Ja, publiceer mijn profiel").check();
  await volunteer.getByRole("textbox", { name: "Over mij" }).fill(intro);
  await volunteer.getByRole("group", { name: "Thema's" }).getByLabel("Natuur en dieren").check();
  await volunteer.getByRole("group", { name: "Zaterdag" }).getByLabel("ochtend").check();
  await volunteer.getByRole("spinbutton", { name: "Uren per week" }).fill("4");
  await volunteer.getByRole("textbox", { name: "Postcode", exact: true }).fill("1011 AB");
  await volunteer.getByLabel("Hoe ver wil je reizen?").selectOption("10");
  await volunteer.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(volunteer.getByText("Je profiel is opgeslagen en staat in de vrijwilligerspool.")).toBeVisible();
  // The postcode's letters are not kept: the form shows the area.
  await expect(volunteer.getByRole("textbox", { name: "Postcode", exact: true })).toHaveValue("1011");

  const admin = await signedInPage(browser, javaScriptEnabled, ADMIN);
  await admin.goto("/");
  await admin.getByRole("link", { name: "Vrijwilligerspool" }).first().click();
  await expect(admin).toHaveURL(/\/vrijwilligerspool$/);
  const search = admin.getByRole("search", { name: "Zoek in de vrijwilligerspool" });
  await search.getByRole("group", { name: "Thema's" }).getByLabel("Natuur en dieren").check();
  await search.getByLabel("Vanaf postcode").fill("1016");
  await search.getByLabel("Afstand").selectOption("5");
  await search.getByRole("button", { name: "Zoeken" }).click();
  await expect(admin).toHaveURL(/theme=4/);
  const card = admin.getByTestId("profile-card").filter({ hasText: intro });
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(card).toContainText("1011");
  expect(await admin.content()).not.toContain(email);

  // The admin replies with a vacancy; the reply waits for the volunteer.
  const message = `Kom je bij ons helpen? (${Date.now()})`;
  await card.getByRole("link", { name: `Reageren op ${name}` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Reageren op het profiel van ${name}`);
  await admin.getByLabel("Vacature (niet verplicht)").selectOption({ label: "Jeugdtrainer voetbal (F-jes)" });
  await admin.getByLabel("Je bericht").fill(message);
  await admin.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(admin).toHaveURL(/\/profile-replies\?box=sent$/);
  const sent = admin.getByTestId("profile-reply").filter({ hasText: message });
  await expect(sent).toContainText("Wacht op antwoord");

  // The volunteer sees it (navigation, notification) and accepts: a conversation opens.
  await volunteer.goto("/");
  await expect(volunteer.getByRole("region", { name: "Bied jezelf aan" })).toBeVisible();
  await volunteer.getByRole("link", { name: "Reacties op profielen" }).first().click();
  const received = volunteer.getByTestId("profile-reply").filter({ hasText: message });
  await expect(received.getByRole("heading", { name: "Sportvereniging De Demo" })).toBeVisible();
  await expect(received).toContainText("Jeugdtrainer voetbal (F-jes)");
  await received.getByLabel("Je antwoord (niet verplicht)").fill("Graag, wanneer kan ik langskomen?");
  await received.getByRole("button", { name: "Accepteren en gesprek starten" }).click();
  await expect(volunteer).toHaveURL(/\/conversations\/\d+$/);
  await expect(volunteer.getByTestId("messages")).toContainText(message);
  await expect(volunteer.getByTestId("messages")).toContainText("Graag, wanneer kan ik langskomen?");
  expect(await volunteer.content()).not.toContain(ADMIN);

  // The organization sees the reply accepted, and the conversation.
  await admin.reload();
  await expect(sent).toContainText("Geaccepteerd");
  await sent.getByRole("link", { name: "Naar het gesprek" }).click();
  await expect(admin.getByTestId("messages")).toContainText("Graag, wanneer kan ik langskomen?");
  expect(await admin.content()).not.toContain(email);
  await volunteer.context().close();
  await admin.context().close();
});

const PHOTO_CASES = {
  "no-js": { email: "fenna@demo.example.org", name: "Fenna" },
  js: { email: "joost@demo.example.org", name: "Joost" },
} as const;

/** The image has loaded (a broken image has no natural width). */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded(); // it loads lazily
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("a volunteer adds a photo (refused before the profile is saved, too large or not an image, the form kept), an organization's admin sees it on the card, and the volunteer removes it", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { email, name } = PHOTO_CASES[javaScriptEnabled ? "js" : "no-js"];
  const word = `fotoproef${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
  const volunteer = await signedInPage(browser, javaScriptEnabled, email);
  await volunteer.goto("/profile-edit/vrijwilligersprofiel");
  const photo = volunteer.getByRole("region", { name: "Foto" });
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    await photo.getByLabel(/Kies een (nieuwe )?foto/).setInputFiles(file);
    await photo.getByRole("button", { name: "Foto opslaan" }).click();
  };

  // Before the profile is saved there is nothing to hang a photo on.
  await expect(photo).toContainText("Je hebt nog geen foto.");
  await upload({ name: "ik.png", mimeType: "image/png", buffer: uniquePng(`photo-${Date.now()}`, 8) });
  await expect(photo.getByRole("alert")).toHaveText("Sla eerst je profiel op; daarna kun je een foto toevoegen.");

  await volunteer.getByLabel("Ja, publiceer mijn profiel").check();
  await volunteer.getByRole("textbox", { name: "Over mij" }).fill(`Ik help graag (${word})`);
  await volunteer.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(volunteer.getByText("Je profiel is opgeslagen en staat in de vrijwilligerspool.")).toBeVisible();

  // Refusals are answered in the page; the profile form keeps what was saved.
  await upload({ name: "ik.png", mimeType: "image/png", buffer: Buffer.from("geen plaatje, maar tekst") });
  await expect(photo.getByRole("alert")).toHaveText("Dit bestand is geen PNG-, JPEG- of WebP-afbeelding. Kies een ander bestand.");
  await expect(volunteer.getByRole("textbox", { name: "Over mij" })).toHaveValue(`Ik help graag (${word})`);
  await upload({ name: "groot.png", mimeType: "image/png", buffer: Buffer.concat([uniquePng("photo-1", 8), Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(photo.getByRole("alert")).toHaveText("Deze foto is te groot. Kies een afbeelding van hoogstens 2 MB.");
  await expect(volunteer.getByRole("textbox", { name: "Over mij" })).toHaveValue(`Ik help graag (${word})`);

  await upload({ name: "ik.png", mimeType: "image/png", buffer: uniquePng(`photo-${Date.now()}`, 8) });
  await expect(volunteer.getByText("Je foto is opgeslagen.")).toBeVisible();
  const own = photo.getByRole("img", { name: "Je huidige profielfoto" });
  await loaded(own);
  const src = await own.getAttribute("src");
  expect(src).toMatch(/^\/vrijwilligerspool\/\d+\/foto\?v=[0-9a-f]{64}$/);

  // The organization's admin sees it on the card (and Amira's, from the demo data).
  const admin = await signedInPage(browser, javaScriptEnabled, ADMIN);
  await admin.goto(`/vrijwilligerspool?q=${word}`);
  const card = admin.getByTestId("profile-card").filter({ hasText: word });
  await loaded(card.getByRole("img", { name: `Foto van ${name}` }));
  const answer = await admin.request.get(src ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  expect(answer.headers()["cache-control"]).toBe("private, max-age=86400");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  await admin.goto("/vrijwilligerspool?q=voedselbank");
  await loaded(admin.getByTestId("profile-card").filter({ hasText: "Amira" }).getByRole("img", { name: "Foto van Amira" }));
  // The organization's admin is asked to reply; the centre's staff, who only look, are not (they
  // were told to send a reply with no link to send it until session 49).
  await expect(admin.getByText("Stuur iemand een reactie")).toBeVisible();
  const staff = await signedInPage(browser, javaScriptEnabled, "medewerker@demo.example.org");
  await staff.goto("/vrijwilligerspool?q=voedselbank");
  await expect(staff.getByTestId("profile-card").filter({ hasText: "Amira" })).toBeVisible();
  await expect(staff.getByText("De beheerders van zijn organisaties kunnen iemand een reactie sturen")).toBeVisible();
  await expect(staff.getByText("Stuur iemand een reactie")).toHaveCount(0);
  await expect(staff.getByRole("link", { name: /^Reageren op/ })).toHaveCount(0);
  await staff.context().close();
  // A card without a photo shows no image at all.
  await admin.goto("/vrijwilligerspool?q=klusjesman");
  await expect(admin.getByTestId("profile-card").filter({ hasText: "Jeroen" })).toBeVisible();
  await expect(admin.getByTestId("profile-card").filter({ hasText: "Jeroen" }).getByRole("img")).toHaveCount(0);

  // Nobody else gets the bytes.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await stranger.request.get(src ?? "")).status()).toBe(404);
  await stranger.close();

  await photo.getByRole("button", { name: "Foto verwijderen" }).click();
  await expect(volunteer.getByText("Je foto is verwijderd.")).toBeVisible();
  await expect(photo).toContainText("Je hebt nog geen foto.");
  expect((await admin.request.get(src ?? "")).status()).toBe(404);
  await volunteer.context().close();
  await admin.context().close();
});

test.describe("on the meedoen tenant (volunteer profiles off)", () => {
  test.use({ allowedErrors: /status of 404 \(Not Found\)/ });

  test("the profile screen, the pool and the replies answer 404, and no link leads there", async ({ page, baseURL }) => {
    for (const path of ["/profile-edit/vrijwilligersprofiel", "/vrijwilligerspool", "/profile-replies", "/profile-replies/new?profile=2301"]) {
      const response = await page.goto(onHost(baseURL, "meedoen", path));
      expect(response?.status(), path).toBe(404);
    }
    await page.goto(onHost(baseURL, "meedoen", "/login"));
    await signIn(page, "beheerder@meedoen.example.org", DEMO_PASSWORD, { open: false });
    await page.goto(onHost(baseURL, "meedoen", "/"));
    await expect(page.getByRole("region", { name: "Bied jezelf aan" })).toHaveCount(0);
    await page.goto(onHost(baseURL, "meedoen", "/profile-edit"));
    await expect(page.getByRole("navigation", { name: "Onderdelen van je profiel" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vrijwilligersprofiel" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Vrijwilligerspool" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Reacties op profielen" })).toHaveCount(0);
  });
});
