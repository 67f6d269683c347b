import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures/accounts";
import { rawRequest } from "../fixtures/visitors";
import { publicRows } from "../sweep/routes";

// Odd query strings on every public page of the sweep table: whatever a visitor, a crawler or a
// broken link puts after the "?", a page answers it (falling back to its defaults, or with a 4xx),
// never with a 500 (docs/security.md, "Malformed requests"). It found `/vacancies/search?q=!!`:
// typed text without a word, which the api refuses, reached the api as a search; and a name of 49
// letters on the social map, past D1's 50-byte LIKE pattern.

// Plain HTTP, no browser: the project without JavaScript runs them once.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP requests: one project");
test.describe.configure({ mode: "parallel" });

const QUERIES = [
  "page=abc",
  "page=-1",
  "page=99999999999999999999",
  "page[]=1",
  "page=1&page=2",
  "q=%ZZ",
  "q=%F0%28%8C%BC",
  "q=%00",
  "q=!!",
  "q=-",
  `q=${"a".repeat(3000)}`,
  // Past D1's 50-byte LIKE pattern, within every search field's own limit.
  `q=${"vrijwilliger".repeat(5)}&name=${"vrijwilliger".repeat(5)}`,
  "q[a]=1",
  "weergave=x&maand=99999-01",
  "sort=nonsense",
  "theme=%ZZ",
  "organization=99999999999999999999",
  "distance=1e309&postcode=%F0%9F%99%82",
  "remote=maybe&hours=-1&date=2026-02-31",
  "token=%ZZ",
  "returnTo=//evil.example",
  "_data=nonsense",
  "a=%",
];

const pages = publicRows()
  .filter((row) => !row.status && !/^routes\/(test|dev)[._]/.test(row.id))
  .flatMap((row) => row.urls ?? []);

for (const url of pages) {
  test(`${url} answers odd query strings without a server error`, async ({ baseURL }) => {
    const separator = url.includes("?") ? "&" : "?";
    for (const query of QUERIES) {
      const response = await rawRequest(baseURL!, { path: `${url}${separator}${query}` });
      expect(response.status, `${url}${separator}${query.slice(0, 60)}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
}

test("the public list covers the pages with a search", () => {
  expect(pages).toEqual(expect.arrayContaining(["/", "/vacancies/search", "/sociale-kaart", "/nieuws", "/activiteitenkalender"]));
});

// The signed-in lists with a search field, each as the role that has it: the same faults were
// found there (a staff member's /vacancies?q=!!, /users with a long name).
const SEARCHES: [string, string][] = [
  ["beheerder@demo.example.org", "/vacancies"],
  ["medewerker@demo.example.org", "/users"],
  ["medewerker@demo.example.org", "/organizations"],
  ["medewerker@demo.example.org", "/vrijwilligerspool"],
  ["superadmin@demo.example.org", "/admin/data-viewer?table=users"],
];
// Each list's own field: q, or the organizations' name.
const SEARCH_QUERIES = ["!!", "-", "%00", "%ZZ", "vrijwilliger".repeat(5), "%25_".repeat(30), "x".repeat(3000)].map((value) => `q=${value}&name=${value}`);

for (const [email, list] of SEARCHES) {
  test(`${list} answers odd searches without a server error`, async ({ page }) => {
    await signIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== "/login");
    // Signed in (the super admin reads English): the list itself answers, not a redirect to /login.
    expect((await page.request.get(list, { maxRedirects: 0 })).status()).toBe(200);
    const separator = list.includes("?") ? "&" : "?";
    for (const query of SEARCH_QUERIES) {
      // The page's own request context: its cookies are the browser's, rotated with every answer.
      const response = await page.request.get(`${list}${separator}${query}`, { maxRedirects: 0 });
      expect(response.status(), `${list}${separator}${query.slice(0, 60)}`).toBeLessThan(500);
    }
    // Still signed in after them all (the session's token rotates with every answer).
    expect((await page.request.get(list, { maxRedirects: 0 })).status()).toBe(200);
  });
}
