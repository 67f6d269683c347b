import { createRequire } from "node:module";
import type { AgnosticRouteObject, matchRoutes as MatchRoutes } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { type ManifestRoute, readRouteManifest } from "./manifest";
import { ROUTES } from "./routes";

// The router's CommonJS build, the one the workers' bundles use and patches/ changes (decision 0012:
// the ranked routes kept, each pattern compiled once, branches with another fixed first segment
// skipped). Every URL of the sweep table must still match its own route through it.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: typeof MatchRoutes };

const manifest = readRouteManifest();
const tree = (parentId: string | null): AgnosticRouteObject[] =>
  manifest
    .filter((route: ManifestRoute) => route.parentId === parentId)
    .map((route) =>
      route.index ? { id: route.id, index: true, path: route.path ?? undefined } : { id: route.id, path: route.path ?? undefined, children: tree(route.id) },
    );
const routes = tree(null);
const matched = (url: string) => matchRoutes(routes, new URL(url, "http://localhost").pathname)?.at(-1)?.route.id ?? null;

describe("route matching (the patched router)", () => {
  const urls = ROUTES.flatMap((row) => (!row.status || row.status < 400 ? (row.urls ?? []) : []).map((url) => ({ id: row.id, url })));

  it("finds each swept URL's own route, however often it is asked", () => {
    expect(urls.length).toBeGreaterThan(100);
    const wrong = urls.filter(({ id, url }) => matched(url) !== id || matched(url) !== id).map((row) => ({ ...row, matched: matched(row.url) }));
    expect(wrong).toEqual([]);
  });

  it("matches a path in any case and with a trailing slash, as the unpatched router does", () => {
    expect(matched("/LOGIN")).toBe("routes/login");
    expect(matched("/login/")).toBe("routes/login");
    expect(matched("/Vacancies/Search")).toBe(matched("/vacancies/search"));
  });

  it("leaves a path no route names to the catch-all", () => {
    expect(matched("/no/such/page/here")).toBe(matched("/another/unknown/path"));
    expect(matched("//login")).not.toBe("routes/login");
  });
});
