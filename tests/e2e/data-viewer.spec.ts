import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";

// /admin/data-viewer: a super admin reads a table, searches it and pages; secrets never show.
// Both demo accounts speak Dutch (sign-in applies it; the super admin spoke English until session 49).
test.describe("data viewer", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("a super admin searches the users table without seeing a password hash; staff get the 403 screen", async ({ page, browser }) => {
    await page.goto("/admin/data-viewer");
    await signIn(page, "superadmin@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/admin\/data-viewer$/);
    await expect(page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link", { name: "Dataviewer" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Dataviewer" })).toBeVisible();
    await page.getByLabel("Tabel", { exact: true }).selectOption("users");
    await page.getByLabel("Zoeken in de getoonde kolommen").fill("vrijwilliger@demo");
    await page.getByRole("button", { name: "Tonen" }).click();
    await expect(page).toHaveURL(/table=users/);
    await expect(page.getByRole("status")).toHaveText("1 rij in users");
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: "vrijwilliger@demo.example.org" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "email", exact: true })).toBeVisible();
    // Columns with an underscore show their values (they were all "—" before session 49).
    await expect(table.getByRole("columnheader", { name: "first_name", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "Vera", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "2026-01-05T09:00:00.000Z", exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "password_digest" })).toHaveCount(0);
    expect(await page.content()).not.toContain("pbkdf2-sha256");
    await expect(page.getByText("Verborgen kolommen (geheimen): password_digest, confirmation_token_digest")).toBeVisible();

    const staff = await browser.newPage();
    await staff.goto("/admin/data-viewer");
    await signIn(staff, "medewerker@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Toegang geweigerd");
    await staff.close();
  });
});
