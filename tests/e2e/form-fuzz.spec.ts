import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import fc from "fast-check";
import { DEMO_PASSWORD, expect, test } from "../fixtures/accounts";

// Issue 8, "Bad input", the web half (docs/testing.md): bad form posts to every form action give
// the form back (4xx with field errors, or 200 with the form) or a redirect to a same-site page;
// never a 5xx and never the error page. No browser: plain posts, as a script (or a browser with
// JavaScript off) sends them.

const ROUTES_DIR = join(process.cwd(), "app/routes");
const STAFF = "medewerker@demo.example.org";
const VOLUNTEER = "vrijwilliger@demo.example.org";
const SUPER_ADMIN = "superadmin@demo.example.org";
const ORG_ADMIN = "beheerder@demo.example.org";
// 12 posts per action (issue 16: 40 fixed ones took 13 of the suite's 80 minutes of test time), with
// the seed of the api's fuzz suite (api/vitest.config.ts): FORM_FUZZ_SEED, else the UTC date, so
// each day posts others and a failure replays with the seed it names. FORM_FUZZ_RUNS goes deeper.
const POSTS = Number(process.env.FORM_FUZZ_RUNS) || 12;
const SEED = Number(process.env.FORM_FUZZ_SEED) || Number(new Date().toISOString().slice(0, 10).replaceAll("-", ""));

/** Route ids (Remix flat routes) of every route module that exports an action. */
function actionRoutes(): string[] {
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, "utf8");
        if (!/export\s+(async\s+)?(function|const)\s+action\b|export\s*\{[^}]*\baction\b/.test(source)) continue;
        const id = relative(ROUTES_DIR, file)
          .replace(/\.tsx?$/, "")
          .replace(/\/route$/, "");
        // Only route modules: a folder route's `route.tsx`, or a flat file directly in app/routes.
        if (id.includes("/")) continue;
        ids.push(id);
      }
    }
  };
  walk(ROUTES_DIR);
  return ids.sort();
}

interface Target {
  /** A page that shows the form and takes its post (ids from api/seeds/demo.sql). */
  url: string;
  /** Who posts: a demo user, or null for a visitor who is not signed in. */
  as: string | null;
  /** Fields to post when the page shows no form to read them from (e.g. a post-only action). */
  fields?: string[];
  /** Why `as` is not the user who would normally post here. */
  note?: string;
  /** A tenant (chosen by the `tenant` cookie, as /switch does) when the page exists only there (one-on-one help). */
  tenant?: string;
}

/** A roster's "message everyone of a shift" form: it mails the shift's guests, so signed-out posts only. */
const roster = (url: string): Target => ({ url, as: null, fields: ["shiftId", "body"], note: "messages everyone of a shift; signed-out posts only" });

// How to reach every form action. A route with an action that is missing here fails the first test.
const TARGETS: Record<string, Target> = {
  "activiteitenkalender.$id": { url: "/activiteitenkalender/1", as: null },
  "activiteitenkalender.aanmelding": { url: "/activiteitenkalender/aanmelding?token=bogus", as: null, fields: ["token", "intent"] },
  "activiteitenkalender.agenda": { url: "/activiteitenkalender/agenda", as: VOLUNTEER },
  "activiteitenkalender.nieuw": { url: "/activiteitenkalender/nieuw", as: STAFF },
  "activiteitenkalender.$id_.bewerken": { url: "/activiteitenkalender/1/bewerken", as: STAFF },
  // A shift a fuzzed post may add; the demo festival's own shifts stay (deleting needs intent=delete and a shiftId).
  "activiteitenkalender.$id_.diensten": { url: "/activiteitenkalender/50/diensten", as: STAFF },
  "activiteitenkalender.$id_.rooster": roster("/activiteitenkalender/50/rooster"),
  "activiteitenkalender.$id_.diensten_.$shiftId": { url: "/activiteitenkalender/50/diensten/5040", as: STAFF },
  "activiteitenkalender.overzicht": { url: "/activiteitenkalender/overzicht", as: STAFF },
  // Hours (docs/shifts-and-hours.md): a fuzzed post may record hours or decide on the demo's pending ones.
  uren: { url: "/uren", as: VOLUNTEER },
  "diensten.$shiftId.inchecken.$key": { url: "/diensten/5001/inchecken/00000000000000000000000000000000", as: VOLUNTEER },
  "organizations.$id_.uren": { url: "/organizations/1/uren", as: STAFF },
  "account.roles": { url: "/account/roles", as: STAFF },
  "account.switch-back": { url: "/account/switch-back", as: null, fields: ["redirectTo"], note: "ends an impersonation; signed-out posts only" },
  "account.verwijderen": { url: "/account/verwijderen", as: null, fields: ["password", "confirm"], note: "deletes the account; signed-out posts only" },
  "conversations.$id": { url: "/conversations/1", as: VOLUNTEER },
  "conversations.new": { url: "/conversations/new?vacancy=1", as: VOLUNTEER },
  notificaties: { url: "/notificaties", as: VOLUNTEER },
  "applications.$id": { url: "/applications/2", as: STAFF },
  "applications.withdraw": { url: "/applications/withdraw?token=bogus", as: null, fields: ["token"] },
  "auth.login-1": { url: "/auth/login-1", as: null },
  "auth.recover": { url: "/auth/recover", as: null },
  "auth.reset": { url: "/auth/reset?token=bogus", as: null, fields: ["token", "password", "passwordConfirmation"] },
  "auth.token": { url: "/auth/token", as: null, fields: ["token"] },
  "color-scheme": { url: "/color-scheme", as: null, fields: ["colorScheme", "redirectTo"] },
  consent: { url: "/consent", as: null, fields: ["consent", "redirectTo"] },
  // Staff's posts may delete the page (intent=delete); its save is content.pages.new's form and action.
  "content.pages.$id": { url: "/content/pages/1003", as: null, fields: ["intent"], note: "may delete the demo page; signed-out posts only" },
  "content.pages.new": { url: "/content/pages/new", as: STAFF },
  "content.menu-items": { url: "/content/menu-items", as: STAFF },
  "content.news.$id": { url: "/content/news/2201", as: null, fields: ["intent"], note: "may delete the demo item; signed-out posts only" },
  "content.news.new": { url: "/content/news/new", as: STAFF },
  "content.file-upload": { url: "/content/file-upload", as: STAFF },
  "content.stock-images": { url: "/content/stock-images", as: SUPER_ADMIN, note: "only super admins get the add form" },
  "dev.$section": { url: "/dev/form", as: null, fields: ["intent"] },
  contactformulier: { url: "/contactformulier", as: null },
  "forms.$token": { url: "/forms/de300000000000000000000000000001", as: null },
  "form_builder.new": { url: "/form_builder/new", as: STAFF },
  // A mail no e2e flow reads (the weekly expiry reminder), so what the fuzz saves changes no other test.
  "notification_templates.$id_.edit": { url: "/notification_templates/1.vacancy_expiry/edit", as: STAFF },
  "form_builder.$id": { url: "/form_builder/9001", as: null, fields: ["intent"], note: "may delete the demo form; signed-out posts only" },
  "form_builder.$id_.edit": { url: "/form_builder/9001/edit", as: STAFF },
  "form_builder.$id_.submissions.$submissionId": {
    url: "/form_builder/9001/submissions/90012",
    as: null,
    fields: ["intent"],
    note: "deletes the submission; signed-out posts only",
  },
  "gelderse-handen": {
    url: "/gelderse-handen",
    as: null,
    fields: ["locale", "redirectTo"],
    note: "the landing page's language switch (its locked host allows no /locale)",
  },
  "dev.mail": { url: "/dev/mail", as: null },
  "instellingen.contact-person": { url: "/instellingen/contact-person", as: STAFF },
  "instellingen.design": { url: "/instellingen/design", as: STAFF },
  "instellingen.footer": { url: "/instellingen/footer", as: STAFF },
  "instellingen.organisatie": { url: "/instellingen/organisatie", as: STAFF },
  locale: { url: "/locale", as: null, fields: ["locale", "redirectTo"] },
  login: { url: "/login", as: null },
  "organizations.$id_.edit": { url: "/organizations/3/edit", as: STAFF },
  "organizations.$id_.move": { url: "/organizations/3/move", as: STAFF },
  "organizations.$id_.admins": { url: "/organizations/3/admins", as: STAFF },
  "organizations.$id_.claim": { url: "/organizations/2/claim", as: VOLUNTEER, fields: ["reason"], note: "the form is gone once a claim waits" },
  "organizations.claims": { url: "/organizations/claims", as: null, fields: ["id", "status", "checked"], note: "accepts claims; signed-out posts only" },
  "organizations.$id_.propose": {
    url: "/organizations/3/propose",
    as: ORG_ADMIN,
    fields: ["name", "phone", "website", "email", "postal_code", "note"],
    note: "a member's form; the demo proposal already waits, so nothing is stored",
  },
  "organizations.proposals.$id": {
    url: "/organizations/proposals/1",
    as: null,
    fields: ["decision.phone", "decision.website"],
    note: "decides; signed-out posts only",
  },
  "organizations.invitation": {
    url: "/organizations/invitation?token=bogus",
    as: null,
    fields: ["token", "firstName", "lastName", "password", "passwordConfirmation"],
  },
  "organizations.still-correct": { url: "/organizations/still-correct?token=bogus", as: null, fields: ["token"] },
  "organizations.add": { url: "/organizations/add", as: STAFF },
  "organizations.approve": { url: "/organizations/approve", as: STAFF },
  "organizations.unmanaged_.uitnodigen": { url: "/organizations/unmanaged/uitnodigen", as: STAFF },
  "organizations.signup": { url: "/organizations/signup", as: null },
  "periodieke-mail.afmelden": { url: "/periodieke-mail/afmelden?token=bogus", as: null },
  "een-op-een-hulp._index": { url: "/een-op-een-hulp", as: null, tenant: "roermond" },
  "een-op-een-hulp.bevestigen": { url: "/een-op-een-hulp/bevestigen?token=bogus", as: null, tenant: "roermond", fields: ["token"] },
  "een-op-een-hulp.$id": { url: "/een-op-een-hulp/1", as: "medewerker@roermond.example.org", tenant: "roermond" },
  "profile-replies._index": { url: "/profile-replies", as: VOLUNTEER },
  "profile-replies.new": { url: "/profile-replies/new?profile=2301", as: ORG_ADMIN },
  "profile-edit._index": { url: "/profile-edit?index", as: VOLUNTEER, note: "an index route: its action answers posts to ?index" },
  "profile-edit.berichten": { url: "/profile-edit/berichten", as: VOLUNTEER },
  "profile-edit.nieuwe-aanmeldingen": { url: "/profile-edit/nieuwe-aanmeldingen", as: STAFF },
  "profile-edit.email": { url: "/profile-edit/email", as: VOLUNTEER },
  "profile-edit.periodieke-mail": { url: "/profile-edit/periodieke-mail", as: VOLUNTEER },
  "profile-edit.settings": { url: "/profile-edit/settings", as: VOLUNTEER },
  "profile-edit.vrijwilligersprofiel": { url: "/profile-edit/vrijwilligersprofiel", as: VOLUNTEER },
  signup: { url: "/signup", as: null },
  switch: { url: "/switch", as: null },
  tags: { url: "/tags", as: STAFF },
  "test.$page": { url: "/test/form", as: null },
  "test.toaster": { url: "/test/toaster", as: null, fields: ["intent"] },
  uitloggen: { url: "/uitloggen", as: null, fields: ["redirectTo"], note: "signs out; signed-out posts only" },
  "users.$id": { url: "/users/5", as: null, fields: ["intent"], note: "may delete or deactivate a demo user; signed-out posts only" },
  "users.$id_.add_role": { url: "/users/5/add_role", as: SUPER_ADMIN },
  "users.$id_.edit": { url: "/users/5/edit", as: STAFF },
  "users.$id_.sign-in-as": { url: "/users/5/sign-in-as", as: null, fields: ["intent"], note: "impersonates; signed-out posts only" },
  "users.add": { url: "/users/add", as: STAFF },
  "users.deleted": { url: "/users/deleted", as: null, fields: ["id"], note: "restores a demo account; signed-out posts only" },
  "vacancies.$id": { url: "/vacancies/1", as: null },
  "sociale-kaart.$id": { url: "/sociale-kaart/100", as: null },
  "vacancies.$id_.diensten": { url: "/vacancies/1/diensten", as: STAFF },
  "vacancies.$id_.rooster": roster("/vacancies/1/rooster"),
  "vacancies.$id_.diensten_.$shiftId": { url: "/vacancies/1/diensten/5106", as: STAFF },
  "vacancies.$id_.edit": { url: "/vacancies/2/edit", as: STAFF },
  "vacancies.add": { url: "/vacancies/add", as: STAFF },
  "vacancies.bulk-edit": { url: "/vacancies/bulk-edit?ids=2,3", as: STAFF },
};

// Noise a field gets: empty and oversized strings, unicode edge cases, SQL and HTML meta-characters.
const noise = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "x".repeat(70_000),
    "\u0000",
    "\ud800",
    "\u202e\u200b",
    "👩‍👩‍👧‍👦",
    "' OR 1=1; --",
    '"; DROP TABLE users; --',
    "<script>alert(1)</script>",
    "&amp;&lt;",
    "-1",
    "0",
    "99999999999999999999",
    "NaN",
    "true",
    "[object Object]",
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** Bad posts built from the form's own fields: some missing, some duplicated, all filled with noise. */
function badPosts(fields: string[]) {
  const names = fields.length ? fields : ["intent"];
  return fc
    .record({
      kept: fc.subarray(names),
      values: fc.array(noise, { minLength: names.length, maxLength: names.length }),
      duplicate: fc.boolean(),
      intent: fc.option(fc.oneof(fc.constantFrom("", "delete", "__proto__", "x".repeat(5000)), noise), { nil: undefined }),
      unknown: fc.option(fc.tuple(fc.constantFrom("unknown", "constructor", "a[b]", ""), noise), { nil: undefined }),
    })
    .map(({ kept, values, duplicate, intent, unknown }) => {
      const body = new URLSearchParams();
      kept.forEach((name, i) => {
        body.append(name, values[i]);
        if (duplicate && i === 0) body.append(name, values[(i + 1) % values.length]);
      });
      if (intent !== undefined) body.set("intent", intent);
      if (unknown) body.append(unknown[0], unknown[1]);
      return body;
    });
}

/** The names of the fields of the forms that post (method=post) on a page. */
function formFields(html: string): string[] {
  const names = new Set<string>();
  for (const form of html.matchAll(/<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi))
    for (const m of form[1].matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/gi)) names.add(m[1]);
  return [...names];
}

async function clientFor(baseURL: string, as: string | null, tenant?: string): Promise<APIRequestContext> {
  // Node resolves no *.localhost host: another tenant is chosen on localhost by its cookie.
  const cookies = tenant
    ? [{ name: "tenant", value: tenant, domain: new URL(baseURL).hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const }]
    : [];
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL }, storageState: { cookies, origins: [] } });
  if (as) {
    const response = await client.post("/login", { form: { email: as, password: DEMO_PASSWORD }, maxRedirects: 0 });
    expect(response.status(), `signing in as ${as}`).toBe(302);
  }
  return client;
}

test.describe("bad form posts (issue 8)", () => {
  test.describe.configure({ mode: "parallel" });

  test("every route with a form action is in the table, and the table names no other", () => {
    expect(actionRoutes()).toEqual(Object.keys(TARGETS).sort());
  });

  test("a cross-site post is refused with 403", async ({ baseURL }) => {
    const client = await playwrightRequest.newContext({ baseURL });
    const response = await client.post("/login", {
      form: { email: VOLUNTEER, password: DEMO_PASSWORD },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await client.dispose();
  });

  for (const [id, target] of Object.entries(TARGETS)) {
    test(`${id}: ${target.url} as ${target.as ?? "visitor"}`, async ({ baseURL }) => {
      test.setTimeout(300_000);
      const client = await clientFor(baseURL!, target.as, target.tenant);
      const page = await client.get(target.url);
      const fields = target.fields ?? (page.ok() ? formFields(await page.text()) : []);
      // A page that shows no form (a redirect, a missing id) would leave only noise to post.
      expect(fields.length, `${target.url} shows a form with fields`).toBeGreaterThan(0);
      const own = new URL(baseURL!).origin;
      await fc.assert(
        fc.asyncProperty(badPosts(fields), async (body) => {
          const response = await client.post(target.url, {
            data: body.toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            maxRedirects: 0,
          });
          const status = response.status();
          const text = await response.text();
          const shown = `${status} for ${target.url} with ${body.toString().slice(0, 300)}\n${text.slice(0, 500)}`;
          expect(status, shown).toBeLessThan(500);
          expect(text, shown).not.toContain('data-testid="error-title"');
          if (status >= 300 && status < 400) {
            const location = new URL(response.headers()["location"] ?? "", baseURL);
            expect(location.origin, shown).toBe(own);
          }
        }),
        { numRuns: POSTS, seed: SEED, endOnFailure: true },
      );
      await client.dispose();
    });
  }
});
