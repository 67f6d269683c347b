import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures/console-guard";
import { WCAG_21_AA, axeViolations } from "../fixtures/axe";

// The audit every axe check in the suite goes through (tests/fixtures/axe.ts) runs axe itself
// instead of through @axe-core/playwright (issue 16: a third of the time). This holds it to the
// same findings as that package's AxeBuilder on a page that breaks rules on purpose, in the top
// frame and in a same-origin frame, with every rule and with the sweep's WCAG 2.1 A/AA rules.
// Its own test page: no server involved, so once (with JavaScript on: axe is a script).
const BROKEN = `<!doctype html><html lang="nl"><head><title>Kapot</title></head><body>
<main>
  <h1>Kapot</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <input type="text">
  <p style="color:#bbb;background:#fff">Te weinig contrast</p>
  <div role="button">Geen naam nodig, wel focus</div>
  <iframe title="Binnen" srcdoc="<html lang=nl><body><main><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw='><a href='#'></a></main></body></html>"></iframe>
  <div data-testid="toaster"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
</main>
<div>Buiten de landmarks</div>
</body></html>`;

test("the suite's axe finds what @axe-core/playwright finds, frames included", { tag: "@only-js" }, async ({ page }) => {
  await page.setContent(BROKEN);
  await expect(page.frameLocator("iframe").locator("main")).toBeAttached();
  const ids = (lines: string[]) => lines.map((line) => line.split(":")[0]).sort();
  const reference = async (tags?: string[]) => {
    let builder = new AxeBuilder({ page }).exclude("[data-testid=toaster]").exclude("[data-testid=loading-bar]");
    if (tags) builder = builder.withTags(tags);
    return (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`).sort();
  };
  const counted = (lines: string[]) => lines.map((line) => `${line.split(":")[0]}: ${line.slice(line.indexOf(":") + 2).split(", ").length}`).sort();

  const all = await axeViolations(page);
  expect(ids(all)).toEqual(expect.arrayContaining(["color-contrast", "image-alt", "label", "link-name", "region"]));
  // The image without alt inside the frame is found, the one in the toaster is left out.
  expect(all.find((line) => line.startsWith("image-alt:"))).toBe("image-alt: main > img, iframe img");
  expect(counted(all)).toEqual(await reference());

  const wcag = await axeViolations(page, { tags: WCAG_21_AA });
  expect(ids(wcag)).not.toContain("region");
  expect(counted(wcag)).toEqual(await reference(WCAG_21_AA));

  // include and exclude, as the toasts' dark check uses them.
  expect(ids(await axeViolations(page, { include: "[data-testid=toaster]", exclude: [] }))).toEqual(["image-alt"]);

  // Without a frame (every page of ours): one axe.run, the same findings.
  await page.setContent(BROKEN.replace(/<iframe[\s\S]*<\/iframe>/, ""));
  expect(page.frames()).toHaveLength(1);
  const single = await axeViolations(page);
  expect(ids(single)).toEqual(expect.arrayContaining(["color-contrast", "image-alt", "label", "region"]));
  expect(counted(single)).toEqual(await reference());
  expect(counted(await axeViolations(page, { tags: WCAG_21_AA }))).toEqual(await reference(WCAG_21_AA));
});
