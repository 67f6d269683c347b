import { describe, expect, it } from "vitest";
import { apiRoutes, routeKey } from "../../test/fuzz/inventory";
import { ROUTE_TABLE } from "../../test/fuzz/route-table";

// Issue 8: every route added later must fall under the fuzz checks without anyone remembering.
// The app's own route list is the truth; the fuzz table must know each route (and no others).
describe("the fuzz table covers every API route", () => {
  const routes = apiRoutes().map(routeKey);

  it("finds the app's routes", () => {
    // A sanity floor, so a broken walk of app.routes cannot pass as "nothing to cover".
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain("GET /api/v1/vacancies/:id");
    expect(routes).toContain("POST /auth/sign_in");
  });

  it("has a fuzz entry for every route", () => {
    const missing = routes.filter((route) => !(route in ROUTE_TABLE));
    expect(missing, "add these routes to api/test/fuzz/route-table.ts (see docs/testing.md)").toEqual([]);
  });

  it("names no route the app does not have", () => {
    const stale = Object.keys(ROUTE_TABLE).filter((route) => !routes.includes(route));
    expect(stale, "remove these from api/test/fuzz/route-table.ts").toEqual([]);
  });
});
