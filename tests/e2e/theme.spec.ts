import { expect, test } from "@playwright/test";
import { onHost } from "../fixtures/tenants";

test("the tenant's shape sets the theme radius", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "roermond"));
  await expect(page.locator("html")).toHaveAttribute("data-shape", "curved");
  const logo = page.getByRole("img", { name: /^Logo van/ });
  await expect(logo).toHaveCSS("border-radius", "12px");
  await page.goto(onHost(baseURL, "demo"));
  await expect(logo).toHaveCSS("border-radius", "6px");
  await page.goto(onHost(baseURL, "mas4you"));
  await expect(logo).toHaveCSS("border-radius", "9999px");
});

test("oldebroek, mas4you and public have their special styling", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "oldebroek"));
  await expect(page.getByTestId("site-header")).toHaveCSS("border-bottom-width", "4px");
  await page.goto(onHost(baseURL, "mas4you"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "uppercase");
  await page.goto(onHost(baseURL, "public"));
  await expect(page.getByTestId("site-header")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.goto(onHost(baseURL, "demo"));
  await expect(page.getByTestId("site-header")).toHaveCSS("border-bottom-width", "0px");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "none");
});

test("the page uses the self-hosted Inter Variable, never a third-party font host", async ({ page }) => {
  const fontHosts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" && !request.url().startsWith(new URL(page.url() || "http://localhost").origin)) fontHosts.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("body")).toHaveCSS("font-family", /^"Inter Variable"/);
  expect(fontHosts).toEqual([]);
});

test("a centre colour given as a preset name becomes an 11-step palette", async ({ page, baseURL }) => {
  // mas4you's profile says primary 'teal' without custom shades.
  await page.goto(onHost(baseURL, "mas4you"));
  for (const step of [50, 500, 950]) await expect(page.locator("html")).toHaveCSS(`--brand-primary-${step}`, /oklch/);
});
