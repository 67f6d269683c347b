import { describe, expect, it } from "vitest";
import { matchesPattern, readRouteManifest } from "./manifest";
import { sweepPlan } from "./plan";
import { pageRows, ROUTES } from "./routes";

// The inventory: the build's routes and the sweep table must name the same routes, so a new route
// is swept (or fails here) without anyone remembering to add it. Needs `npx remix vite:build`.
const manifest = readRouteManifest();
const byId = new Map(manifest.map((route) => [route.id, route]));

describe("the sweep table (tests/sweep/routes.ts)", () => {
  it("lists every route of the build, once", () => {
    const listed = ROUTES.map((row) => row.id);
    expect(
      manifest.map((route) => route.id).filter((id) => !listed.includes(id)),
      "routes missing from the table",
    ).toEqual([]);
    expect(
      listed.filter((id) => !byId.has(id)),
      "rows for routes the build no longer has",
    ).toEqual([]);
    expect(
      listed.filter((id, i) => listed.indexOf(id) !== i),
      "rows listed twice",
    ).toEqual([]);
  });

  it("calls a route a resource route exactly when it renders no page, and gives the reason", () => {
    const wrong = ROUTES.filter((row) => byId.has(row.id) && Boolean(row.resource) === byId.get(row.id)!.page);
    expect(wrong.map((row) => row.id)).toEqual([]);
  });

  it("gives every page at least one example URL that its route matches", () => {
    const pages = ROUTES.filter((row) => !row.resource && !row.layout);
    expect(
      pages.filter((row) => !row.urls?.length).map((row) => row.id),
      "pages without an example URL",
    ).toEqual([]);
    const mismatched = pages.flatMap((row) =>
      (row.urls ?? []).filter((url) => !matchesPattern(byId.get(row.id)?.pattern ?? "", url)).map((url) => `${row.id}: ${url}`),
    );
    expect(mismatched).toEqual([]);
  });

  it("marks as layout only routes that other routes render inside", () => {
    const wrong = ROUTES.filter((row) => row.layout && !byId.get(row.id)?.layout);
    expect(wrong.map((row) => row.id)).toEqual([]);
  });

  it("allows JavaScript only on public pages, and public pages are signed out", () => {
    expect(ROUTES.filter((row) => row.island && !row.public).map((row) => row.id)).toEqual([]);
    expect(ROUTES.filter((row) => row.public && row.actor && row.actor !== "anonymous").map((row) => row.id)).toEqual([]);
  });

  it("has the axe sweep open every page in both languages, with JavaScript on and off, and every URL", () => {
    const plan = sweepPlan();
    const runs = (row: (typeof ROUTES)[number]) => plan.filter((run) => run.row === row);
    const missing = pageRows().flatMap((row) => [
      ...(["nl", "en"] as const).filter((locale) => !runs(row).some((run) => run.locale === locale)).map((locale) => `${row.id}: ${locale}`),
      ...[true, false].filter((js) => !runs(row).some((run) => run.javaScript === js)).map((js) => `${row.id}: ${js ? "js" : "no-js"}`),
      ...(row.urls ?? []).filter((url) => !runs(row).some((run) => run.url === url)).map((url) => `${row.id}: ${url}`),
    ]);
    expect(missing, "routes, languages, projects or URLs the sweep leaves out").toEqual([]);
    // Once per language and no more: no URL in the same language twice.
    const keys = plan.map((run) => `${run.url} ${run.locale}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
