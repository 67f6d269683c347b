import { expect, test } from "../fixtures/console-guard";
import { useLocale } from "../fixtures/locale";

test("the server renders a relative time with its moment", async ({ page }) => {
  const before = Date.now();
  await page.goto("/test/toaster");
  const time = page.locator("time").first();
  await expect(time).toHaveText(/^(nu|\d+ seconden? geleden)$/);
  const moment = Date.parse((await time.getAttribute("datetime")) ?? "");
  expect(Math.abs(moment - before)).toBeLessThan(60_000);
});

test("in English too", async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL, "en");
  await page.goto("/test/toaster");
  await expect(page.locator("time").first()).toHaveText(/^(now|\d+ seconds? ago)$/);
});

test("a hydrated page brings the text up to date every 30 seconds", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "refreshing needs JavaScript");
  await page.clock.install();
  await page.goto("/test/toaster");
  await expect(page.getByRole("button", { name: "Toon een melding zonder de server" })).toBeVisible();
  const time = page.locator("time").first();
  await expect(time).toHaveText(/^(nu|\d seconden? geleden)$/);
  // Just before the refresh nothing changes, right after it the text is new.
  await page.clock.fastForward(25_000);
  await expect(time).toHaveText(/^(nu|\d seconden? geleden)$/);
  await page.clock.fastForward(6_000);
  await expect(time).toHaveText(/^[3-4]\d seconden geleden$/);
  await page.clock.fastForward(30_000);
  await expect(time).toHaveText("1 minuut geleden");
});

test("after a client-side navigation the time is the new page's", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
  await page.goto("/test/toaster");
  await expect(page.getByRole("button", { name: "Toon een melding zonder de server" })).toBeVisible();
  const time = page.locator("time").first();
  const before = await time.getAttribute("datetime");
  await page.getByRole("link", { name: "Langzame navigatie (1,5 seconde)" }).click();
  await expect(time).not.toHaveAttribute("datetime", before ?? "");
  await expect(time).toHaveText(/^(nu|\d seconden? geleden)$/);
});
