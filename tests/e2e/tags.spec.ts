import { DEMO_PASSWORD, expect, refusedPost, signIn, test } from "../fixtures/accounts";
import { axeViolations } from "../fixtures/axe";

// /tags: centre staff keep the centre's themes. Both projects share one database, so each works
// on tags named after its project.
const STAFF = "medewerker@demo.example.org";

test.describe("the tags screen", () => {
  test.use({ allowedErrors: refusedPost });

  test("staff add, rename, merge and delete tags; a taken name is refused", async ({ page }, testInfo) => {
    const suffix = testInfo.project.name;
    await page.goto("/tags");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftags$/);
    await signIn(page, STAFF, DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/tags$/);
    await expect(page).toHaveTitle(/^Thema's - /);
    const table = page.getByRole("table", { name: "Thema's van je centrale" });
    await expect(table.getByRole("row").filter({ hasText: "Armoede" })).toContainText("3");

    const add = async (name: string) => {
      await page.getByRole("textbox", { name: "Thema toevoegen" }).fill(name);
      await page.getByRole("button", { name: "Toevoegen" }).click();
    };
    // A theme says what an organization does, for whom or how (issue 49): chosen on adding, changed on renaming.
    await page.getByLabel("Soort thema", { exact: true }).selectOption({ label: "Wat de organisatie doet" });
    await add(`Muziek ${suffix}`);
    await expect(page.getByText(`Thema Muziek ${suffix} toegevoegd.`)).toBeVisible();
    await expect(page.getByLabel(`Soort van Muziek ${suffix}`)).toHaveValue("activity");
    await expect(table.getByRole("rowheader", { name: `Muziek ${suffix}` })).toBeVisible();

    await add("sport");
    await expect(page.getByText("Er is al een thema met deze naam.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Thema toevoegen" })).toHaveValue("sport");

    const rename = page.getByRole("textbox", { name: `Nieuwe naam voor Muziek ${suffix}` });
    await rename.fill(`Zang ${suffix}`);
    await page.getByLabel(`Soort van Muziek ${suffix}`).selectOption({ label: "Voor wie" });
    await table.getByRole("row").filter({ has: rename }).getByRole("button", { name: "Hernoemen" }).click();
    await expect(page.getByText(`Thema hernoemd tot Zang ${suffix}.`)).toBeVisible();
    await expect(page.getByLabel(`Soort van Zang ${suffix}`)).toHaveValue("audience");

    await add(`Koor ${suffix}`);
    await expect(page.getByText(`Thema Koor ${suffix} toegevoegd.`)).toBeVisible();
    await page.getByLabel("Samenvoegen", { exact: true }).selectOption({ label: `Zang ${suffix}` });
    await page.getByLabel("Met", { exact: true }).selectOption({ label: `Koor ${suffix}` });
    await page.getByRole("button", { name: "Samenvoegen" }).click();
    await expect(page.getByText(`Zang ${suffix} is samengevoegd met Koor ${suffix}.`)).toBeVisible();
    await expect(table.getByRole("rowheader", { name: `Zang ${suffix}` })).toHaveCount(0);

    await page.getByRole("button", { name: `Koor ${suffix} verwijderen` }).click();
    await expect(page.getByText(`Thema Koor ${suffix} verwijderd.`)).toBeVisible();
    await expect(table.getByRole("rowheader", { name: `Koor ${suffix}` })).toHaveCount(0);

    if (testInfo.project.name === "js") {
      // A fresh page: this page does not hydrate, so its toast is the CSS one, whose fading the
      // shared helper does not wait for.
      await page.goto("/tags");
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe("who may keep tags", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("a volunteer gets the 403 screen", async ({ page }) => {
    await signIn(page, "vrijwilliger@demo.example.org", DEMO_PASSWORD);
    expect((await page.goto("/tags"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeVisible();
  });
});
