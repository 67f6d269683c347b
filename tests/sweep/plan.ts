import { pageRows, type RouteRow } from "./routes";

/** One run of the sweep: a URL in one language, in one of the two e2e projects. */
export interface SweepRun {
  row: RouteRow;
  url: string;
  locale: "nl" | "en";
  /** The project: "js" (JavaScript on, the page hydrated) or "no-js" (the server's HTML). */
  javaScript: boolean;
}

/**
 * Which URL the sweep opens in which language and project (issue 16: each route once per language
 * across the two projects, not every combination in both). Every route gets both languages and
 * both projects: a route with one URL opens it twice (Dutch in one project, English in the
 * other, alternating between routes so neither project gets one language only); a route with
 * several URLs opens each once, its URLs taking turns at language and project. So every page is
 * also audited hydrated once (JavaScript on: enhanced forms, menus, islands) and as its plain HTML
 * once. tests/sweep/routes.test.ts proves the plan covers every route in both languages.
 */
export function sweepPlan(rows: RouteRow[] = pageRows()): SweepRun[] {
  return rows.flatMap((row, r) => {
    const urls = row.urls ?? [];
    if (urls.length === 1)
      return [
        { row, url: urls[0], locale: "nl" as const, javaScript: r % 2 === 1 },
        { row, url: urls[0], locale: "en" as const, javaScript: r % 2 === 0 },
      ];
    // i: 0 nl no-js, 1 en js, 2 nl js, 3 en no-js, then again.
    return urls.map((url, i) => ({
      row,
      url,
      locale: i % 2 === 0 ? ("nl" as const) : ("en" as const),
      javaScript: (i % 2 === 1) !== (Math.floor(i / 2) % 2 === 1),
    }));
  });
}
