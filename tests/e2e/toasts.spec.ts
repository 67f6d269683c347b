import type { Page } from "@playwright/test";
import { axeViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/console-guard";
import { useLocale } from "../fixtures/locale";

interface ToastFields {
  color?: string;
  title: string;
  message?: string;
  duration?: number;
  closable?: boolean;
}

/** Opens the test page; with JavaScript, waits until it hydrated (the client-only button shows). */
async function openTestPage(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/test/toaster");
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Toon een melding zonder de server" })).toBeVisible();
}

async function sendToast(page: Page, { color = "success", title, message = "", duration = 5000, closable = true }: ToastFields) {
  await page.getByLabel("Kleur", { exact: true }).selectOption(color);
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Bericht", { exact: true }).fill(message);
  await page.getByLabel(/^Duur in milliseconden/).fill(String(duration));
  await page.getByLabel("Sluitbaar", { exact: true }).setChecked(closable);
  await page.getByRole("button", { name: "Versturen" }).click();
}

const toastNamed = (page: Page, title: string) => page.locator("[data-toast-id]").filter({ hasText: title });
/**
 * Until every toast's slide-in has run: half-way a toast is half transparent, and axe would
 * measure the contrast of that moment (a flaky color-contrast finding).
 */
const toastsAtRest = (page: Page) =>
  page.locator("[data-toast-id]").evaluateAll((toasts) =>
    Promise.all(
      toasts
        .flatMap((toast) => toast.getAnimations())
        .filter((animation) => (animation as CSSAnimation).animationName === "toast-enter")
        // A toast that re-renders cancels its animation: that one is at rest too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** The visible close control: a label for the hidden checkbox without JavaScript, a button with. */
const closeControl = (page: Page, title: string, label = "Melding sluiten") => toastNamed(page, title).locator("label, button").filter({ hasText: label });

test("a flashed toast shows after the form post, with its colour, and closes", async ({ page, javaScriptEnabled }) => {
  await openTestPage(page, javaScriptEnabled);
  await sendToast(page, { title: "Opgeslagen", message: "Je wijzigingen zijn bewaard.", duration: 0 });
  const toast = toastNamed(page, "Opgeslagen");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Je wijzigingen zijn bewaard.");
  await expect(toast).toHaveAttribute("role", "status");
  await expect(toast).toHaveAttribute("data-color", "success");
  await expect(toast).toHaveCSS("background-color", "oklch(0.982 0.018 155.826)"); // green-50
  await expect(page.getByRole("region", { name: "Meldingen" })).toHaveAttribute("data-position", "bottom-right");

  await closeControl(page, "Opgeslagen").click();
  await expect(toast).toBeHidden();
  // A flash is shown once: the next page does not bring it back.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Meldingen testen" })).toBeVisible();
  await expect(toastNamed(page, "Opgeslagen")).toHaveCount(0);
});

test("a danger toast is an alert", async ({ page, javaScriptEnabled }) => {
  await openTestPage(page, javaScriptEnabled);
  await sendToast(page, { color: "danger", title: "Niet gelukt", duration: 0 });
  await expect(toastNamed(page, "Niet gelukt")).toHaveAttribute("role", "alert");
  await expect(toastNamed(page, "Niet gelukt")).toHaveCSS("background-color", "oklch(0.971 0.013 17.38)"); // red-50
});

test("switching tenant flashes a toast on the next page, which closes", async ({ page }) => {
  await page.goto("/switch");
  await page.getByRole("button", { name: "Bekijk roermond" }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = toastNamed(page, "Je bekijkt nu roermond");
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-color", "success");
  await closeControl(page, "Je bekijkt nu roermond").click();
  await expect(toast).toBeHidden();
});

test.describe("an invalid toast form", () => {
  // Without JavaScript the server answers the post with 400, which the browser logs.
  test.use({ allowedErrors: /status of 400 .*\/test\/toaster\)$/ });

  test("answers with the errors in place", async ({ page, javaScriptEnabled }) => {
    await openTestPage(page, javaScriptEnabled);
    await sendToast(page, { title: "", duration: 5000 });
    await expect(page.getByText("Vul een titel of een bericht in.")).toBeVisible();
    await expect(page.getByLabel("Titel", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-toast-id]")).toHaveCount(0);
  });
});

/**
 * The toast's time under the test's control, so a duration is tested without racing the machine.
 * With JavaScript the toast store's timers run on the page's clock (`page.clock`, standing still
 * once the page has loaded); without, the timer is a CSS animation (toast.css), which `seek`
 * pauses and moves with the Web Animations API.
 */
async function openWithControlledTime(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.clock.install();
  await openTestPage(page, javaScriptEnabled);
  if (javaScriptEnabled) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Without JavaScript: the toast's timer animations (not the slide-in) paused at `at` ms. */
const seekCssTimer = (page: Page, title: string, at: number) =>
  toastNamed(page, title).evaluate((toast, time) => {
    for (const animation of toast.getAnimations({ subtree: true })) {
      if ((animation as CSSAnimation).animationName === "toast-enter") continue;
      animation.pause();
      animation.currentTime = time;
    }
  }, at);

const cssTimerStates = (page: Page, title: string) =>
  toastNamed(page, title).evaluate((toast) =>
    toast
      .getAnimations({ subtree: true })
      .filter((animation) => (animation as CSSAnimation).animationName !== "toast-enter")
      .map((animation) => animation.playState),
  );

test.describe("timing (CSS without JavaScript, the toast store with it)", () => {
  test("a short toast disappears by itself, when its time has run", async ({ page, javaScriptEnabled }) => {
    await openWithControlledTime(page, javaScriptEnabled);
    await sendToast(page, { title: "Even kort", duration: 1500 });
    const toast = toastNamed(page, "Even kort");
    await expect(toast).toBeVisible();
    if (javaScriptEnabled) await page.clock.runFor(1450);
    else await seekCssTimer(page, "Even kort", 1499);
    await expect(toast).toBeVisible();
    if (javaScriptEnabled) await page.clock.runFor(100);
    else await seekCssTimer(page, "Even kort", 1500);
    await expect(toast).toBeHidden();
  });

  test("a hovered toast stays and goes after the remaining time once left", async ({ page, javaScriptEnabled }) => {
    await openWithControlledTime(page, javaScriptEnabled);
    await sendToast(page, { title: "Blijf even", duration: 1500 });
    const toast = toastNamed(page, "Blijf even");
    await toast.hover();
    if (javaScriptEnabled) {
      await page.clock.runFor(2500);
      await expect(toast).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(1400);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
    } else {
      // The CSS timer stands while hovered and runs on once left.
      await expect.poll(() => cssTimerStates(page, "Blijf even")).toEqual(["paused", "paused"]);
      await page.mouse.move(0, 0);
      await expect.poll(() => cssTimerStates(page, "Blijf even")).toEqual(["running", "running"]);
      await seekCssTimer(page, "Blijf even", 1500);
    }
    await expect(toast).toBeHidden();
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "timers of the toast store");

  test("a toast with duration 0 stays until closed", async ({ page }) => {
    await openWithControlledTime(page, true);
    await sendToast(page, { title: "Blijft staan", duration: 0 });
    await expect(toastNamed(page, "Blijft staan")).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(toastNamed(page, "Blijft staan")).toBeVisible();
    await expect(toastNamed(page, "Blijft staan")).toHaveAttribute("data-progress", "0.000");
  });

  test("progress rises, and holds while the toast has focus", async ({ page }) => {
    await openWithControlledTime(page, true);
    await sendToast(page, { title: "Voortgang", duration: 4000 });
    const toast = toastNamed(page, "Voortgang");
    const progress = async () => Number(await toast.getAttribute("data-progress"));
    await expect(toast).toBeVisible();
    await page.clock.runFor(1000);
    await expect.poll(progress).toBeCloseTo(0.25, 1);
    await toast.getByRole("button", { name: "Melding sluiten" }).focus();
    const held = await progress();
    await page.clock.runFor(2000);
    expect(await progress()).toBe(held);
    await page.keyboard.press("Escape");
    await expect(toast).toBeHidden();
  });

  test("client code adds a toast with toast.add", async ({ page }) => {
    await openTestPage(page, true);
    await page.getByRole("button", { name: "Toon een melding zonder de server" }).click();
    const toast = toastNamed(page, "Vanuit de browser");
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-color", "info");
  });

  for (const locale of ["nl", "en"] as const) {
    for (const scheme of ["light", "dark"] as const) {
      test(`the test page with toasts of every colour passes axe (${locale}, ${scheme})`, async ({ page, context, baseURL }) => {
        await useLocale(context, baseURL, locale);
        await page.emulateMedia({ colorScheme: scheme });
        const labels =
          locale === "nl"
            ? { color: "Kleur", title: "Titel", submit: "Versturen", client: "Toon een melding zonder de server" }
            : { color: "Colour", title: "Title", submit: "Send", client: "Show a notification without the server" };
        await page.goto("/test/toaster");
        // Hydrated first: a post sent before that leaves a half-hydrated page behind, which is noise.
        await expect(page.getByRole("button", { name: labels.client })).toBeVisible();
        for (const color of ["primary", "success", "danger", "warning", "info", "muted"]) {
          await page.getByLabel(labels.color, { exact: true }).selectOption(color);
          await page.getByLabel(labels.title, { exact: true }).fill(`Toast ${color}`);
          await page.getByLabel(/^(Duur|Duration)/).fill("0");
          await page.getByRole("button", { name: labels.submit }).click();
          await expect(toastNamed(page, `Toast ${color}`)).toBeVisible();
        }
        const close = locale === "nl" ? "Melding sluiten" : "Close notification";
        await expect(toastNamed(page, "Toast muted").getByRole("button", { name: close })).toBeVisible();
        // Dark mode checks the toasts only: the rest of the page's dark styling is not this spec's.
        await toastsAtRest(page);
        // The toaster is this spec's subject, so it is audited, not left out as axeViolations does by default.
        expect(await axeViolations(page, scheme === "dark" ? { include: "[data-testid=toaster]", exclude: [] } : { exclude: [] })).toEqual([]);
      });
    }
  }

  test("a server-rendered toast on a page without JavaScript passes axe", async ({ page }) => {
    await page.goto("/switch");
    await page.getByRole("button", { name: "Bekijk demo" }).click();
    await expect(toastNamed(page, "Je bekijkt nu demo")).toBeVisible();
    await toastsAtRest(page);
    expect(await axeViolations(page, { exclude: [] })).toEqual([]);
  });
});
