import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures/accounts";

// /volunteerly/changelog: CHANGELOG.md as built into the site, on a white background.
test("the changelog shows CHANGELOG.md's newest entry on white", async ({ page }) => {
  const newest = /^- (.+)$/m.exec(readFileSync("CHANGELOG.md", "utf8"))![1];
  await page.goto("/volunteerly/changelog");
  await expect(page.getByRole("heading", { level: 1, name: "Wat is er nieuw" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: newest })).toBeVisible();
  expect(await page.getByTestId("changelog").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
});
