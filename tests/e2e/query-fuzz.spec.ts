import { expect, test } from "../fixtures/accounts";
import { rawRequest } from "../fixtures/visitors";
import { publicRows } from "../sweep/routes";

// Odd query strings on every public page of the sweep table: whatever a visitor, a crawler or a
// broken link puts after the "?", a page answers it (falling back to its defaults, or with a 4xx),
// never with a 500 (docs/security.md, "Malformed requests"). It found `/vacancies/search?q=!!`:
// typed text without a word, which the api refuses, reached the api as a search.

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
