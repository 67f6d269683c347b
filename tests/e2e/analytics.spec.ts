import { expect, test } from "@playwright/test";
import { onHost } from "../fixtures/tenants";

// The demo centre of the `public` tenant has a gtag id; the demo tenant's has none.
test("analytics loads only after consent, and never for a centre without a gtag id", async ({ page, baseURL }) => {
  const gtagRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("googletagmanager.com")) gtagRequests.push(request.url());
  });
  // No internet here: answer Google's script with an empty one, so only our request matters.
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));

  await page.goto(onHost(baseURL, "public"));
  const banner = page.getByRole("region", { name: "Mogen we meten hoe de site gebruikt wordt?" });
  await expect(banner).toBeVisible();
  expect(gtagRequests).toEqual([]);

  await banner.getByRole("button", { name: "Toestaan" }).click();
  await expect(page).toHaveURL(onHost(baseURL, "public"));
  await expect(banner).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-DEMO1234"]')).toHaveCount(1);

  await page.goto(baseURL + "/");
  await expect(page.getByRole("region", { name: /Mogen we meten/ })).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test("declining keeps analytics off", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "public"));
  await page.getByRole("button", { name: "Weigeren" }).click();
  await expect(page.getByRole("region", { name: /Mogen we meten/ })).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});
