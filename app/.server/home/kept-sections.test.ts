import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../api/client.fixture";
import { listCenterTagNames } from "../api/tags";
import { loadUpcomingActivities } from "./activities-section";
import { loadCenterContact } from "./contact-section";
import { loadNearbyOrganizations, loadNewestVacancies, loadThemes } from "./content-sections";
import { loadNewestNews } from "./news-section";

const LISTS = ["/api/v1/tags", "/api/v1/organizations", "/api/v1/news_items", "/api/v1/activities", "/api/v1/vacancies"];

/** A centre whose api answers its content version (`state.version`) and the home page's lists, named `state.name`; counts the calls. */
function centre(id: string) {
  const state = { version: 1, name: "Sport", failing: false };
  const resource = (type: string, attributes: object) => ({ type, id: "1", attributes });
  const fake = fakeApi("home-test", id, (_method, path) => {
    if (path.endsWith("/volunteer_centers/current")) return { body: { data: { type: "volunteer_centers", id, attributes: { name: "Centrum" } } } };
    if (path.endsWith("/current/version"))
      return { body: { meta: { volunteer_center_id: id, version: 1, content_version: { version: state.version, timed: "2026-11-30|-" } } } };
    if (state.failing) return { status: 503, body: { errors: [{ status: "503", title: "Service Unavailable" }] } };
    const data = {
      "/api/v1/tags": [resource("tags", { name: state.name, kind: null })],
      "/api/v1/organizations": [resource("organizations", { name: state.name, organization_type: "Club", address: { city: "Epe" } })],
      "/api/v1/news_items": [resource("news_items", { title: state.name, slug: "sport", published_at: "2026-11-29T10:00:00Z", pinned: false })],
    }[path];
    return { body: { data: data ?? [], meta: { has_next_page: false } } };
  });
  const page = () => {
    const context = fake.page();
    return { ...context, t: (key: string) => key, locale: "nl", tenant: { ...context.tenant, features: {} } } as unknown as AppLoadContext;
  };
  const home = (context: AppLoadContext) =>
    Promise.all([
      loadThemes(context),
      loadNearbyOrganizations(context),
      loadNewestNews(context),
      loadUpcomingActivities(context),
      loadNewestVacancies(context),
    ]);
  const listCalls = () => fake.calls.filter((call) => LISTS.some((list) => call === `GET ${list}`));
  return { state, page, home, listCalls, calls: fake.calls, api: fake.api };
}

describe("the home page's public lists", () => {
  it("are read once while the content version stays, and again on the first page after it moved", async () => {
    const { state, page, home, listCalls, calls } = centre("61");
    const [themes, organizations, news] = await home(page());
    expect([themes, organizations.map((o) => o.name), news.map((n) => n.title)]).toEqual([["Sport"], ["Sport"], ["Sport"]]);
    expect(listCalls()).toHaveLength(5);
    // Another visitor's page: only the version is asked.
    await home(page());
    expect(listCalls()).toHaveLength(5);
    expect(calls.filter((call) => call.endsWith("/current/version"))).toHaveLength(2);
    // A write anywhere in the tenant (a theme renamed) raised the content version.
    Object.assign(state, { version: 2, name: "Cultuur" });
    const [after, organizationsAfter, newsAfter] = await home(page());
    expect([after, organizationsAfter.map((o) => o.name), newsAfter.map((n) => n.title)]).toEqual([["Cultuur"], ["Cultuur"], ["Cultuur"]]);
    expect(listCalls()).toHaveLength(10);
  });

  it("never keep a failed read: the next page asks again", async () => {
    const { state, page, listCalls } = centre("62");
    state.failing = true;
    await expect(loadThemes(page())).rejects.toThrow();
    state.failing = false;
    expect(await loadThemes(page())).toEqual(["Sport"]);
    expect(listCalls()).toEqual(["GET /api/v1/tags", "GET /api/v1/tags"]);
  });

  it("keep centres apart", async () => {
    const a = centre("63");
    const b = centre("64");
    b.state.name = "Natuur";
    expect(await loadThemes(a.page())).toEqual(["Sport"]);
    expect(await loadThemes(b.page())).toEqual(["Natuur"]);
  });

  it("keep the centre's tag names of a filter alike", async () => {
    const { state, page, listCalls } = centre("65");
    expect((await listCenterTagNames(page())).map((t) => t.name)).toEqual(["Sport"]);
    expect((await listCenterTagNames(page())).map((t) => t.name)).toEqual(["Sport"]);
    expect(listCalls()).toEqual(["GET /api/v1/tags"]);
    Object.assign(state, { version: 2, name: "Zorg" });
    expect((await listCenterTagNames(page())).map((t) => t.name)).toEqual(["Zorg"]);
  });

  it("keep the contact section for anonymous visitors only: a signed-in viewer may see fields hidden from others", async () => {
    const anonymous = centre("66");
    for (let i = 0; i < 2; i++) expect((await loadCenterContact(anonymous.page()))?.name).toBe("Sport");
    expect(anonymous.listCalls()).toEqual(["GET /api/v1/organizations"]);
    anonymous.state.version = 2;
    await loadCenterContact(anonymous.page());
    expect(anonymous.listCalls()).toHaveLength(2);

    const signedIn = centre("67");
    signedIn.api.credentials = { accessToken: "t", client: "c", uid: "staff@example.org", expiry: 4_000_000_000 };
    for (let i = 0; i < 2; i++) await loadCenterContact(signedIn.page());
    expect(signedIn.listCalls()).toEqual(["GET /api/v1/organizations", "GET /api/v1/organizations"]);
  });
});
