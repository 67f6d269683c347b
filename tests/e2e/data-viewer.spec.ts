import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";

// /admin/data-viewer: a super admin reads a table, searches it and pages; secrets never show.
// The demo super admin's account speaks English (sign-in applies it); the staff member's Dutch.
test.describe("data viewer", () => {
  test.use({ allowedErrors: /status of 403 \(Forbidden\)/ });

  test("a super admin searches the users table without seeing a password hash; staff get the 403 screen", async ({ page, browser }) => {
    await page.goto("/admin/data-viewer");
    await signIn(page, "superadmin@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(page).toHaveURL(/\/admin\/data-viewer$/);
    await expect(page.getByRole("navigation", { name: "Your menu" }).getByRole("link", { name: "Data viewer" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Data viewer" })).toBeVisible();
    await page.getByLabel("Table", { exact: true }).selectOption("users");
    await page.getByLabel("Search the shown columns").fill("vrijwilliger@demo");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/table=users/);
    await expect(page.getByRole("status")).toHaveText("1 row in users");
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: "vrijwilliger@demo.example.org" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "email", exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "password_digest" })).toHaveCount(0);
    expect(await page.content()).not.toContain("pbkdf2-sha256");
    await expect(page.getByText("Hidden columns (secrets): password_digest, confirmation_token_digest")).toBeVisible();

    const staff = await browser.newPage();
    await staff.goto("/admin/data-viewer");
    await signIn(staff, "medewerker@demo.example.org", DEMO_PASSWORD, { open: false });
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Toegang geweigerd");
    await staff.close();
  });
});
