import { occurrencesBetween } from "@contract/activities";
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedActivity, futureActivity, seedOrganizations, write } from "../../../test/activity-fixtures";
import { as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const publicTitles = async (query = "") => (await expectDocument(await apiFetch(`/api/v1/activities${query}`), 200)).data.map((a: Doc) => a.attributes.title);

describe("activities: writing and approval", () => {
  it("an organization's activity waits for the staff; approved it is public", async () => {
    const created = await expectDocument(
      await write("orgAdmin", "POST", "/api/v1/activities", "activities", {
        ...futureActivity,
        organization_id: "201",
        description: "Kom langs!\n\nKoffie staat klaar.",
        capacity: 2,
      }),
      201,
    );
    const a = created.data.attributes;
    expect(a).toMatchObject({ status: "pending", capacity: 2, organization_id: "201", volunteer_center_id: "11", repeat: "none" });
    expect(a.description_html).toBe("<p>Kom langs!</p><p>Koffie staat klaar.</p>");
    expect(await publicTitles()).toEqual([]);
    // The organization may not approve its own.
    await expectDocument(await write("orgAdmin", "PATCH", `/api/v1/activities/${created.data.id}`, "activities", { status: "approved" }), 403);
    await expectDocument(await write("staff", "PATCH", `/api/v1/activities/${created.data.id}`, "activities", { status: "approved" }), 200);
    expect(await publicTitles()).toEqual(["Open dag"]);
    // A list's fieldset without the description: neither sent nor rendered; with its HTML, as ever.
    const listed = async (fields: string) => (await expectDocument(await apiFetch(`/api/v1/activities?fields[activities]=${fields}`), 200)).data[0].attributes;
    expect(await listed("title,status")).toEqual({ title: "Open dag", status: "approved" });
    expect(await listed("description_html")).toEqual({ description_html: "<p>Kom langs!</p><p>Koffie staat klaar.</p>" });
  });

  it("the centre's own activities and workshops are approved at once, by staff only", async () => {
    const own = await expectDocument(
      await write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, kind: "workshop", online: true, place: "" }),
      201,
    );
    expect(own.data.attributes).toMatchObject({ status: "approved", kind: "workshop", organization_id: null, online: true, place: null });
    await expectDocument(await write("orgAdmin", "POST", "/api/v1/activities", "activities", futureActivity), 403);
    const workshopOfOrg = await expectDocument(
      await write("orgAdmin", "POST", "/api/v1/activities", "activities", { ...futureActivity, kind: "workshop", organization_id: "201" }),
      422,
    );
    expect(workshopOfOrg.errors[0].source.pointer).toBe("/data/attributes/kind");
    expect(await publicTitles("?filter[kind_eq]=workshop")).toEqual(["Open dag"]);
    expect(await publicTitles("?filter[kind_eq]=activity")).toEqual([]);
  });

  it("bad schedules and places are field errors", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ends_at: "2027-06-01T09:00" }, "ends_at"],
      [{ starts_at: "2027-02-30T10:00" }, "starts_at"],
      [{ repeat: "weekly", ends_at: "2027-06-02T10:00" }, "ends_at"],
      [{ repeat: "weekly", repeat_until: "2027-05-01" }, "repeat_until"],
      [{ place: "" }, "place"],
      [{ capacity: 0 }, "capacity"],
      [{ online_url: "javascript:alert(1)", online: true }, "online_url"],
      [{ description: { type: "doc", content: [{ type: "image" }] } }, "description"],
      [{ tag_ids: ["999999"] }, "tag_ids"],
    ];
    for (const [attributes, field] of cases) {
      const answer = await expectDocument(await write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, ...attributes }), 422);
      expect(answer.errors[0].source.pointer, JSON.stringify(attributes)).toMatch(new RegExp(`^/data/attributes/${field}`));
    }
  });

  it("cancelling the whole activity is final and tells everyone signed up", async () => {
    const id = await approvedActivity({ capacity: 1 });
    for (const actor of ["volunteer", "otherOrgAdmin"] as const)
      await expectDocument(await write(actor, "POST", "/api/v1/activity_sign_ups", "activity_sign_ups", { activity_id: id }), 201);
    await expectDocument(
      await write("orgAdmin", "PATCH", `/api/v1/activities/${id}`, "activities", { status: "cancelled", status_message: "De zaal is niet beschikbaar." }),
      200,
    );
    const mails = await env.DB.prepare("SELECT to_address, text_body FROM outbox_messages WHERE kind = 'activity_cancelled' ORDER BY to_address").all<{
      to_address: string;
      text_body: string;
    }>();
    expect(mails.results.map((m) => m.to_address)).toEqual(["olga@example.org", "vera@example.org"]);
    expect(mails.results[0].text_body).toContain("De zaal is niet beschikbaar.");
    const told = await env.DB.prepare("SELECT user_id, path FROM notifications WHERE kind = 'activity_cancelled' ORDER BY user_id").all<{
      user_id: number;
      path: string;
    }>();
    expect(told.results).toEqual([
      { user_id: 101, path: `/activiteitenkalender/${id}` },
      { user_id: 108, path: `/activiteitenkalender/${id}` },
    ]);
    await expectDocument(await write("staff", "PATCH", `/api/v1/activities/${id}`, "activities", { status: "approved" }), 422);
    expect(await publicTitles()).toEqual([]);
  });
});

describe("activities: one activity", () => {
  it("is read by one statement, and is the answer a write gives, but for the moment it was written", async () => {
    const id = await approvedActivity({ description: "Kom langs!" });
    const response = await apiFetch(`/api/v1/activities/${id}`);
    const shown = await expectDocument(response, 200);
    expect(Number(response.headers.get("X-D1-Statements"))).toBe(1);
    const written = await expectDocument(await write("staff", "PATCH", `/api/v1/activities/${id}`, "activities", {}), 200);
    const withoutUpdate = (data: Doc) => ({ ...data, attributes: { ...data.attributes, updated_at: undefined } });
    expect(withoutUpdate(shown.data)).toEqual(withoutUpdate(written.data));
  });
});

describe("activities: the calendar", () => {
  it("filters by theme, place, online, date and distance", async () => {
    await env.DB.prepare(
      "INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (901, 'tenant-a', 11, 'Sport'), (902, 'tenant-a', 11, 'Zorg')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('1011', 'Amsterdam', 52.37, 4.90), ('9711', 'Groningen', 53.22, 6.57) ON CONFLICT DO NOTHING",
    ).run();
    const make = (attributes: Record<string, unknown>) =>
      write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, ...attributes }).then((r) => expectDocument(r, 201));
    const sportdag = await make({ title: "Sportdag", tag_ids: ["902", "901"], postal_code: "1011", place: "Amsterdam" });
    await make({ title: "Wandelen", starts_at: "2027-07-01T10:00", ends_at: "2027-07-01T12:00", postal_code: "9711", place: "Groningen" });
    await make({ title: "Webinar", online: true, place: "", starts_at: "2027-08-01T19:00", ends_at: "2027-08-01T20:00" });
    const range = "filter[from]=2027-05-01&filter[to]=2027-09-01";
    expect(await publicTitles(`?${range}`)).toEqual(["Sportdag", "Wandelen", "Webinar"]);
    expect(await publicTitles(`?${range}&filter[tag_id_eq]=901`)).toEqual(["Sportdag"]);
    // Its themes come with the row, in id order, in the list and on its own.
    const listed = await expectDocument(await apiFetch(`/api/v1/activities?${range}`), 200);
    expect(listed.data.map((a: Doc) => a.attributes.tag_ids)).toEqual([["901", "902"], [], []]);
    expect((await expectDocument(await apiFetch(`/api/v1/activities/${sportdag.data.id}`), 200)).data.attributes.tag_ids).toEqual(["901", "902"]);
    expect(await publicTitles(`?${range}&filter[place_eq]=groningen`)).toEqual(["Wandelen"]);
    expect(await publicTitles(`?${range}&filter[online_eq]=true`)).toEqual(["Webinar"]);
    expect(await publicTitles("?filter[from]=2027-06-15&filter[to]=2027-07-15")).toEqual(["Wandelen"]);
    // Online activities are near everyone.
    expect(await publicTitles(`?${range}&filter[postcode]=1011&filter[distance_km_lteq]=10`)).toEqual(["Sportdag", "Webinar"]);
    await expectDocument(await apiFetch("/api/v1/activities?filter[from]=2027-01-01&filter[to]=2029-01-01"), 400);
    await expectDocument(await apiFetch("/api/v1/activities?filter[postcode]=9999"), 400);
  });

  it("finds activities by words of their title, place or description, each word anywhere", async () => {
    const make = (attributes: Record<string, unknown>) =>
      write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, ...attributes }).then((r) => expectDocument(r, 201));
    await make({ title: "Sportdag", place: "Amsterdam", description: "Voetbal en tennis voor de hele buurt." });
    await make({ title: "Wandelen", place: "Groningen", description: "Een rustige wandeling door het park." });
    const range = "filter[from]=2027-05-01&filter[to]=2027-09-01";
    const q = (words: string) => publicTitles(`?${range}&filter[q]=${encodeURIComponent(words)}`);
    expect(await q("sportdag")).toEqual(["Sportdag"]);
    expect(await q("TENNIS buurt")).toEqual(["Sportdag"]);
    expect(await q("groningen")).toEqual(["Wandelen"]);
    // Each word must match; the description's stored form ("paragraph", "text") is no word of it.
    expect(await q("tennis park")).toEqual([]);
    expect(await q("paragraph")).toEqual([]);
    expect(await q("!!")).toEqual(["Sportdag", "Wandelen"]);
    await expectDocument(await apiFetch(`/api/v1/activities?filter[q]=${"x".repeat(101)}`), 400);
  });

  it("managers list what they manage, of every status; anonymous may not ask", async () => {
    await expectDocument(await write("orgAdmin", "POST", "/api/v1/activities", "activities", { ...futureActivity, organization_id: "201" }), 201);
    const managed = async (actor: "orgAdmin" | "staff" | "otherStaff" | "volunteer") =>
      (await expectDocument(await apiFetch("/api/v1/activities?filter[managed]=true", await as(actor)), 200)).data.length;
    expect([await managed("orgAdmin"), await managed("staff"), await managed("otherStaff"), await managed("volunteer")]).toEqual([1, 1, 0, 0]);
    await expectDocument(await apiFetch("/api/v1/activities?filter[managed]=true"), 401);
  });

  it("is off in the meedoen app context: every route answers 404", async () => {
    const id = await approvedActivity();
    for (const path of ["/api/v1/activities", `/api/v1/activities/${id}`, "/api/v1/activity_sign_ups/tokens/x"])
      await expectDocument(await apiFetch(path, { headers: { "App-Context": "meedoen" } }), 404);
    await expectDocument(
      await write(
        "anonymous",
        "POST",
        "/api/v1/activity_sign_ups",
        "activity_sign_ups",
        { activity_id: id, name: "A", email: "a@example.org" },
        { "App-Context": "meedoen" },
      ),
      404,
    );
  });
});

describe("activities: Dutch local time across the switch to and from summer time", () => {
  const weekly = (starts: string, until: string) => ({
    starts_at: `${starts}T10:00`,
    ends_at: `${starts}T11:30`,
    repeat: "weekly" as const,
    repeat_until: until,
  });

  it("a weekly 10:00 stays 10:00 local: 09:00 UTC in winter, 08:00 UTC in summer, and back", () => {
    const spring = occurrencesBetween(weekly("2027-03-15", "2027-04-05"), "2027-03-01", "2027-04-30");
    expect(spring.map((o) => o.starts_at)).toEqual(["2027-03-15T10:00", "2027-03-22T10:00", "2027-03-29T10:00", "2027-04-05T10:00"]);
    expect(spring.map((o) => o.starts_at_utc)).toEqual([
      "2027-03-15T09:00:00.000Z",
      "2027-03-22T09:00:00.000Z",
      "2027-03-29T08:00:00.000Z",
      "2027-04-05T08:00:00.000Z",
    ]);
    const autumn = occurrencesBetween(weekly("2027-10-25", "2027-11-01"), "2027-10-01", "2027-11-30");
    expect(autumn.map((o) => [o.starts_at_utc, o.ends_at_utc])).toEqual([
      ["2027-10-25T08:00:00.000Z", "2027-10-25T09:30:00.000Z"],
      ["2027-11-01T09:00:00.000Z", "2027-11-01T10:30:00.000Z"],
    ]);
  });

  it("the api lists the occurrences in the window with their local and UTC moments", async () => {
    const created = await expectDocument(
      await write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, ...weekly("2027-03-22", "2027-04-05") }),
      201,
    );
    const listed = await expectDocument(await apiFetch("/api/v1/activities?filter[from]=2027-03-23&filter[to]=2027-04-30"), 200);
    const [activity] = listed.data;
    expect(activity.id).toBe(created.data.id);
    expect(activity.attributes.occurrences).toEqual([
      { starts_at: "2027-03-29T10:00", ends_at: "2027-03-29T11:30", starts_at_utc: "2027-03-29T08:00:00.000Z", ends_at_utc: "2027-03-29T09:30:00.000Z" },
      { starts_at: "2027-04-05T10:00", ends_at: "2027-04-05T11:30", starts_at_utc: "2027-04-05T08:00:00.000Z", ends_at_utc: "2027-04-05T09:30:00.000Z" },
    ]);
  });

  it("a monthly activity on the 31st skips the months without one", () => {
    const dates = occurrencesBetween(
      { starts_at: "2027-01-31T10:00", ends_at: "2027-01-31T11:00", repeat: "monthly", repeat_until: "2027-05-31" },
      "2027-01-01",
      "2027-12-31",
    ).map((o) => o.starts_at.slice(0, 10));
    expect(dates).toEqual(["2027-01-31", "2027-03-31", "2027-05-31"]);
  });
});
