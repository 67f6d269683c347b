// The operators' command line end to end (docs/operators.md): `tenant create` on a fresh local
// database, then `npm start` serving the new tenant at its host in its name and colours; its first
// super admin's invitation in the local SMTP capture, a password set from it and a sign-in as super
// admin; `tenant check` passing, and failing once the tenant is suspended (its maintenance page).
// The server is this spec's own (a database without demo data, configuration files of its own),
// started here; an operator's flow, so it runs once, without JavaScript (the baseline).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { promisify } from "node:util";
import { expect, test } from "../fixtures/console-guard";

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 8790) + 40;
const STATE = `.wrangler/e2e-operators-${PORT}`;
const WEB = `wrangler.e2e-operators-${PORT}.toml`;
const API = `api/wrangler.e2e-operators-${PORT}.toml`;
const SLUG = "nieuwdorp";
const HOST = `${SLUG}.localhost`;
const CENTER = "Vrijwilligerswerk Nieuwdorp";
const ADMIN = "beheer@nieuwdorp.example.org";
const PASSWORD = "Nieuwdorp-start-2026!";
const site = (path = "/") => `http://${HOST}:${PORT}${path}`;

let server: ChildProcess | undefined;

/** `npm run tenant -- …` against this spec's database and configuration; its exit and output. */
async function tenant(...argv: string[]) {
  try {
    const { stdout } = await run("node", ["scripts/tenant.mjs", ...argv, "--persist-to", STATE, "--web-config", WEB, "--api-config", API]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

async function waitForServer() {
  for (const started = Date.now(); Date.now() - started < 180_000; await new Promise((r) => setTimeout(r, 500))) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`the server stopped (${server.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/favicon.svg`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error("the server did not start in 3 minutes");
}

test.describe.configure({ mode: "serial" });
test.describe("@only-no-js an operator makes a tenant from the command line", () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    rmSync(STATE, { recursive: true, force: true });
    copyFileSync("wrangler.toml", WEB);
    copyFileSync("api/wrangler.toml", API);
    await run("node", ["scripts/db.mjs", "--persist-to", STATE, "--fresh", "--no-seed"]);
    const made = await tenant(
      "create",
      "--slug",
      SLUG,
      "--name",
      "Vrijwilligerscentrale Nieuwdorp",
      "--host",
      HOST,
      "--center-name",
      CENTER,
      "--languages",
      "nl",
      "--primary-color",
      "#9d174d",
      "--logo",
      "api/seeds/stock-images/boom-in-het-park.png",
      "--admin-email",
      ADMIN,
      "--admin-first-name",
      "Nina",
      "--admin-last-name",
      "Nieuw",
    );
    expect(made.code, made.out).toBe(0);
    server = spawn(
      "node",
      [
        "scripts/start.mjs",
        "--no-build",
        "--no-seed",
        "--port",
        String(PORT),
        "--persist-to",
        STATE,
        "--web-config",
        WEB,
        "--api-config",
        API,
        "--tenant-cache",
        "0",
      ],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    await waitForServer();
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    for (const path of [STATE, WEB, API]) rmSync(path, { recursive: true, force: true });
  });

  test("serves the new tenant at its host, invites its super admin, and checks out", async ({ page }) => {
    test.setTimeout(180_000);
    const home = await page.goto(site());
    expect(home?.status()).toBe(200);
    await expect(page.getByTestId("center-name")).toHaveText(CENTER);
    expect((await page.locator("head style").allTextContents()).join("")).toContain("#9d174d");
    const logo = page.getByRole("img", { name: `Logo van ${CENTER}` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Dutch only (--languages nl): no language to choose, whatever the browser's cookie says.
    await expect(page.locator('form[action="/locale"]')).toHaveCount(0);

    // The mail cron sent the invitation when the server started, to the local SMTP capture.
    let link = "";
    await expect(async () => {
      const messages = (await (await fetch(`http://127.0.0.1:${PORT + 15}/messages`)).json()) as { to: string; text: string }[];
      const invitation = messages.find((m) => m.to.includes(ADMIN));
      link = invitation?.text.match(/http:\/\/[^\s]+\/auth\/token\?reset_password_token=[^\s]+/)?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 30_000 });
    const mailed = new URL(link);
    expect(mailed.hostname).toBe(HOST);
    mailed.port = String(PORT);
    await page.goto(mailed.href);
    await page.getByLabel("Nieuw wachtwoord").fill(PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: /opslaan/i }).click();
    await expect(page).toHaveURL(site());
    await page.goto(site("/users"));
    await expect(page).toHaveTitle(/^Gebruikers - /);
    await expect(page.getByRole("table")).toContainText(ADMIN);

    const check = await tenant("check", "--slug", SLUG, "--url", `http://127.0.0.1:${PORT}`);
    expect(check.out).toMatch(/all \d+ checks passed/);
    expect(check.code).toBe(0);
  });

  test.describe("suspended", () => {
    // The browser reports the maintenance page's 503 as a failed load: the status this test asks for.
    test.use({ allowedErrors: /status of 503/ });
    test("a suspended tenant answers its maintenance page, and check fails until it is resumed", async ({ page }) => {
      test.setTimeout(120_000);
      expect((await tenant("suspend", "--slug", SLUG)).code).toBe(0);
      // A page kept at the edge is served until the tenant's content version is read again (10 s).
      let closed: Awaited<ReturnType<typeof page.goto>> = null;
      await expect(async () => {
        closed = await page.goto(site());
        expect(closed?.status()).toBe(503);
      }).toPass({ timeout: 30_000, intervals: [1000] });
      expect(closed!.headers()["retry-after"]).toBe("3600");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Even niet bereikbaar");
      await expect(page.locator("header")).toContainText(CENTER);
      await expect(page.locator("header")).toHaveCSS("background-color", "rgb(157, 23, 77)");
      const check = await tenant("check", "--slug", SLUG, "--url", `http://127.0.0.1:${PORT}`);
      expect(check.code).toBe(1);
      expect(check.out).toMatch(/FAIL {2}tenant active/);
      expect((await tenant("resume", "--slug", SLUG)).code).toBe(0);
      await expect(async () => expect((await page.goto(site()))?.status()).toBe(200)).toPass({ timeout: 30_000, intervals: [1000] });
    });
  });
});
