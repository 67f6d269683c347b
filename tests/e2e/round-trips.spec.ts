import { expect, test } from "@playwright/test";
import { ROUTES, ACTORS } from "../sweep/routes";
import { postForm, signIn, signInSaid, visit } from "../../scripts/latency/visit.mjs";

// The round-trip budgets (docs/performance.md, "Budgets"), on a server in latency mode
// (playwright.config.ts, LATENCY_PORT; scripts/latency/): counts, not times, so the test holds on
// any machine. Deployed, every web → api call crosses a service binding and every D1 round trip
// may cross regions: what a page waits for is the chain of calls that wait on each other, which
// each page says in Inzet-Latency (and names in Inzet-Latency-Path, printed on a failure).

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP requests: one project");
// One request at a time (playwright.config.ts, LATENCY_PORT says why).
test.describe.configure({ mode: "default" });

type Said = { api: number; d1: number; pathApi: number; pathD1: number };
type Visit = { said: Said | null; status: number; chain: string };
const ask = (baseURL: string, url: string, jar?: Map<string, string>) => visit(baseURL, url, jar) as Promise<Visit>;

/** The page's round trips, the counts checked present, and the message a failure prints. */
async function roundTrips(baseURL: string, url: string, jar?: Map<string, string>) {
  const { said, chain } = await ask(baseURL, url, jar);
  expect(said, "the server says its round trips (latency mode)").not.toBeNull();
  return { ...said!, message: `${url}: ${said!.pathApi} api calls and ${said!.pathD1} D1 round trips on its path (of ${said!.api} and ${said!.d1}): ${chain}` };
}

const rows = ROUTES.filter((row) => !row.resource && !row.layout && !row.status && !/^routes\/(test|dev)([._]|$)/.test(row.id));

// Signed-in pages whose calls read D1 in more than two round trips each on the path today: a call
// reads the caller, then its data in steps (analytics' figures, the pool's profiles and postcodes). Each is held at the most its path took in two runs at
// d1=1,api=1 plus one (the count moves by one where calls race or an isolate's cache is cold),
// so none gets slower and no other page joins them.
// Since session 60 the reads of the organization, proposal, conversation, activity and pool
// pages start beside the user (~/.server/read-ahead): their paths are two calls and at
// most 3 D1 round trips where the user's chain is the longest, but one read alone of 3 or 4 round
// trips (an organization, its users) ties with it at d1=20,api=20 and may stand as the path, one
// call over two per call (a conversation's messages, once 3, come with the conversation since
// session 73: its page is held at two per call). Those pages are held at their heaviest call
// or chain that can lead plus one: every one at fewer round trips than its path took before.
const D1_OVER_TWO_PER_CALL: Record<string, number> = {
  "/analytics": 6,
  "/analytics?from=2024-01-01&to=2024-12-31&metric=vacancies_published": 6,
  // Its admins beside the user: GET /users reads its page, roles and organizations in one batch
  // since session 66 (2; before, 4), and an admin's organization's name came with the user. The
  // invitations (3) may then be the path.
  "/organizations/1/edit": 3,
  "/organizations/1/admins": 4,
  // Since session 62 the user's own call reads the organizations and the bell beside the session
  // (one D1 round trip): the organization (3) or an activity's roster (3) started beside it is
  // then the whole path, one call of three round trips; before, held at two calls and at most four.
  "/organizations/1/uren": 3,
  "/activiteitenkalender/50/rooster": 3,
  // Since session 66 the roster's answer names its vacancy (meta.parent): the roster (3: its
  // parent, then its shifts with their check-in keys written first) is the page's one call.
  "/vacancies/1/rooster": 3,
  // The organization (3) beside the user; before, 6 in three calls.
  "/organizations/2/claim": 4,
  "/organizations/3/propose": 4,
  // The sign-ups (3) beside the user; before, 6 in three calls.
  "/activiteitenkalender/1/deelnemers": 4,
  // Since session 71 one batch: the session, then the submission and its form's version (2); before,
  // 4 in two calls (the user, then the submission's call).
  "/form_builder/9001/submissions/90011": 3,
  // The profiles beside the user: an organization admin's organizations of the centre, the page's
  // ids, then its profiles and their themes in one batch (4; 5 to 6 filtered, as the postcode
  // lookups are kept or not). Before session 73 the themes were a round trip of their own (5).
  "/vrijwilligerspool": 5,
  "/vrijwilligerspool?theme=1&postcode=1011&distance=10&day=sat": 7,
  // Since session 74 their reads start beside the user: one call of three round trips, one after
  // the other (the session, then the form and then its submissions; a template's call reads twice
  // in a row). Before, two calls and 4 round trips on the path.
  "/form_builder/9001": 3,
  "/notification_templates": 3,
  "/notification_templates/1.confirmation/edit": 3,
  "/notification_templates/1.digest/edit": 3,
};

// Every page is asked twice and the second answer counts: the first fills the isolate's kept
// centre and menus (app/.server/current-center.ts, menus.ts), as on a site with visitors.
for (const row of rows)
  for (const url of row.urls ?? []) {
    const email = row.actor ? ACTORS[row.actor] : null;
    if (!email)
      // An uncached public page: one api call on its critical path (calls that do not depend on
      // each other go side by side), and one D1 round trip per call (a call's statements in one batch).
      test(`${url}: one api call on its critical path, one D1 round trip per call`, async ({ baseURL }) => {
        await ask(baseURL!, url);
        const trips = await roundTrips(baseURL!, url);
        expect(trips.pathApi, trips.message).toBeLessThanOrEqual(1);
        expect(trips.pathD1, trips.message).toBeLessThanOrEqual(trips.pathApi);
      });
    else {
      // A signed-in page: at most two api calls on its path (who the visitor is, then what they
      // may see), and at most two D1 round trips per call on it (the caller's session and roles
      // in one batch, then the data), but for the pages listed above. Since session 75 none is
      // three calls deep: the data viewer, whose default table is the first of the table list,
      // asks its rows beside the list once a list named it (kept a minute, as the api keeps it).
      test(`${url} (${row.actor}): at most 2 api calls on its critical path`, async ({ baseURL }) => {
        const jar = (await signIn(baseURL!, email)) as Map<string, string>;
        await ask(baseURL!, url, jar);
        const trips = await roundTrips(baseURL!, url, jar);
        expect(trips.pathApi, trips.message).toBeLessThanOrEqual(2);
        expect(trips.pathD1, trips.message).toBeLessThanOrEqual(D1_OVER_TWO_PER_CALL[url] ?? 2 * trips.pathApi);
      });
    }
  }

// A quiet site: the first page of a tenant in an isolate, with nothing kept yet (the centre and
// menus: a new isolate, or a quiet minute; the version: a quiet 10 s at the edge). Deployed, that
// is most pages of a small centre. Each tenant is visited once, as a visitor who chose it on
// /switch; the other tests here visit the demo tenant only, so on a fresh server these are cold
// (on a server reused within the minute they are warm, and pass as warm pages do). Beyond the
// page's own budget, the api worker's first call for a tenant reads the tenant and its centre
// before its data (both kept per api isolate after), in one D1 round trip (api/src/tenancy.ts).
for (const tenant of ["oldebroek", "roermond", "mas4you", "public"])
  test(`the home page of ${tenant}, nothing kept yet: one api call on its critical path`, async ({ baseURL }) => {
    const trips = await roundTrips(baseURL!, "/", new Map([["tenant", `tenant=${tenant}`]]));
    expect(trips.pathApi, trips.message).toBeLessThanOrEqual(1);
    expect(trips.pathD1, trips.message).toBeLessThanOrEqual(trips.pathApi + 1);
  });

// A write: at most two api calls on its path before its redirect. Signing in makes the sign-in
// (its D1 reads side by side, then the failures forgotten beside the new token) and reads who
// signed in for their language and start page; it asks no content version (a sign-in raises none).
test("signing in: at most two api calls before the redirect, at most two D1 round trips per call", async ({ baseURL }) => {
  const { said, chain } = (await signInSaid(baseURL!, ACTORS.volunteer)) as { said: Said | null; chain: string };
  expect(said, "the server says its round trips (latency mode)").not.toBeNull();
  const message = `POST /login: ${said!.pathApi} api calls and ${said!.pathD1} D1 round trips on its path (of ${said!.api} and ${said!.d1}): ${chain}`;
  expect(said!.pathApi, message).toBeLessThanOrEqual(2);
  expect(said!.pathD1, message).toBeLessThanOrEqual(2 * said!.pathApi);
});

// A signed-in write: who the visitor is, then the write, whose answer hands over the content
// version it raised (the edge keeps it before the redirect goes out without asking again).
test("saving one's language: at most two api calls before the redirect", async ({ baseURL }) => {
  const jar = (await signIn(baseURL!, ACTORS.volunteer)) as Map<string, string>;
  const { status, said, chain } = (await postForm(baseURL!, "/profile-edit/settings", { intent: "locale", locale: "nl" }, jar)) as Visit;
  expect(status).toBe(302);
  expect(said, "the server says its round trips (latency mode)").not.toBeNull();
  expect(said!.pathApi, `POST /profile-edit/settings: ${chain}`).toBeLessThanOrEqual(2);
});
