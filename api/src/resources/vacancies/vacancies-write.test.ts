import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { row } from "../../../test/auth";
import { type ActorName, sendAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";
import { ORG, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

beforeEach(() => seedVacancies(env.DB));

const INDEX = "/api/v1/vacancies";

const send = (method: string, path: string, actor: ActorName, body?: unknown) => sendAs(actor, method, path, body);
const one = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: "vacancies", ...(id && { id: String(id) }), attributes },
});

/** Every vacancy row of both tenants, to prove that a refused call changed nothing. */
const snapshot = async () => (await env.DB.prepare("SELECT * FROM vacancies ORDER BY id").all()).results;

async function expectRefused(response: Response, status: number) {
  const before = await snapshot();
  const error = await expectError(response, status);
  expect(await snapshot()).toEqual(before);
  return error;
}

const NEW = {
  organization_id: String(ORG.CLUB),
  title: "Scheidsrechter",
  description: "Fluit wedstrijden.\n\nOp zaterdag.",
  city: "Alpha",
  hours_per_week: 2.5,
  commitment: "recurring",
  places: 2,
  contact_name: "Anton",
  contact_email: "Anton@Example.org",
};

describe("POST /api/v1/vacancies", () => {
  it.each<[ActorName, number]>([
    ["anonymous", 401],
    ["volunteer", 403],
    ["otherOrgAdmin", 403],
    ["otherStaff", 403],
    ["otherTenant", 422], // tenant A's club does not exist for tenant B
  ])("refuses %s with %i", async (actor, status) => {
    await expectRefused(await send("POST", INDEX, actor, one(NEW)), status);
  });

  it.each<ActorName>(["orgAdmin", "staff", "superAdmin"])("lets %s add a draft", async (actor) => {
    const response = await send("POST", `${INDEX}?include=organization`, actor, one(NEW));
    const document = await expectDocument(response, 201);
    const id = document.data.id;
    expect(response.headers.get("location")).toBe(`https://api.test${INDEX}/${id}`);
    expect(document.data.attributes).toMatchObject({
      title: "Scheidsrechter",
      status: "draft",
      published_at: null,
      contact_email: "anton@example.org",
      hours_per_week: 2.5,
      description_html: "<p>Fluit wedstrijden.</p><p>Op zaterdag.</p>",
    });
    expect(document.included[0].attributes.name).toBe("Sportclub Alpha");
    // Drafts stay out of the public list.
    await expectError(await apiFetch(`${INDEX}/${id}`), 404);
  });

  it("publishes at once when asked, stamping published_at", async () => {
    const document = await expectDocument(await send("POST", INDEX, "orgAdmin", one({ ...NEW, status: "published" })), 201);
    expect(document.data.attributes.published_at).toEqual(expect.any(String));
    await expectDocument(await apiFetch(`${INDEX}/${document.data.id}`), 200);
  });

  it("hides an unseen organization: 422 for a pending one the caller does not manage", async () => {
    const error = await expectRefused(await send("POST", INDEX, "orgAdmin", one({ ...NEW, organization_id: String(ORG.NOORD_PENDING) })), 422);
    expect(error.source).toEqual({
      pointer: "/data/attributes/organization_id",
    });
    // A member sees the pending school but may not add to it: 403 there.
    const member = await expectRefused(await send("POST", INDEX, "orgAdmin", one({ ...NEW, organization_id: String(ORG.SCHOOL) })), 403);
    expect(member.source).toEqual({
      pointer: "/data/attributes/organization_id",
    });
  });

  it.each([
    [{ title: "" }, "/data/attributes/title", "blank"],
    [{ title: undefined }, "/data/attributes/title", "blank"],
    [{ organization_id: undefined }, "/data/attributes/organization_id", "blank"],
    [{ status: "closed" }, "/data/attributes/status", "inclusion"],
    [{ hours_per_week: 200 }, "/data/attributes/hours_per_week", "too_long"],
    [{ places: 0 }, "/data/attributes/places", "too_short"],
    [{ starts_on: "2025-13-01" }, "/data/attributes/starts_on", "invalid"],
    [{ starts_on: "2025-05-02", ends_on: "2025-05-01" }, "/data/attributes/ends_on", "invalid"],
    [{ expires_on: "2020-01-01" }, "/data/attributes/expires_on", "invalid"],
    [{ latitude: 52 }, "/data/attributes/longitude", "invalid"],
    [{ contact_email: "nope" }, "/data/attributes/contact_email", "invalid"],
    [{ published_at: "2024-01-01" }, "/data/attributes/published_at", "unknown_attribute"],
    [{ status: "published", city: null }, "/data/attributes/city", "blank"],
    [
      {
        description: {
          type: "doc",
          // Images are allowed, but only the site's own files (/files/…): not "x".
          content: [{ type: "image", attrs: { src: "x" } }],
        },
      },
      "/data/attributes/description/content/0/attrs/src",
      "invalid",
    ],
    [
      {
        description: {
          type: "doc",
          content: [{ type: "table", content: [] }],
        },
      },
      "/data/attributes/description/content/0/type",
      "invalid",
    ],
    [{ description: 42 }, "/data/attributes/description", "invalid"],
  ])("refuses %j with 422 at its pointer", async (change, pointer, code) => {
    const error = await expectRefused(await send("POST", INDEX, "orgAdmin", one({ ...NEW, ...change })), 422);
    expect(error.source).toEqual({ pointer });
    expect(error.code).toBe(code);
  });

  it("answers 409 for a foreign type and 400 for a non-document", async () => {
    await expectRefused(
      await send("POST", INDEX, "orgAdmin", {
        data: { type: "users", attributes: NEW },
      }),
      409,
    );
    await expectRefused(await send("POST", INDEX, "orgAdmin", { data: [] }), 400);
  });
});

describe("XSS payloads", () => {
  const PAYLOADS = ['<script>alert("x")</script>', "<img src=x onerror=alert(1)>", "javascript:alert(1)"];

  it("stores payloads in plain fields as text and never renders them as markup", async () => {
    const attributes = {
      ...NEW,
      title: PAYLOADS[0],
      description: PAYLOADS.join("\n\n"),
      requirements: PAYLOADS[1],
      city: PAYLOADS[2],
      contact_name: PAYLOADS[1],
    };
    const document = await expectDocument(await send("POST", INDEX, "orgAdmin", one(attributes)), 201);
    const a = document.data.attributes;
    expect(a.title).toBe(PAYLOADS[0]); // JSON text; the web escapes it like any string
    expect(a.description_html).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><p>&lt;img src=x onerror=alert(1)&gt;</p><p>javascript:alert(1)</p>",
    );
    expect(a.description_html).not.toMatch(/<(script|img)|href=/i);
  });

  it("refuses a javascript: link and an event-handler attribute in a Tiptap doc", async () => {
    const withLink = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "klik",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    };
    const error = await expectRefused(await send("POST", INDEX, "orgAdmin", one({ ...NEW, description: withLink })), 422);
    expect(error.source.pointer).toBe("/data/attributes/description/content/0/content/0/marks/0/attrs/href");
    const withHandler = {
      type: "doc",
      content: [{ type: "paragraph", attrs: { onclick: "alert(1)" } }],
    };
    const second = await expectRefused(await send("POST", INDEX, "orgAdmin", one({ ...NEW, description: withHandler })), 422);
    expect(second.source.pointer).toBe("/data/attributes/description/content/0/attrs");
  });

  it("renders a doc written around the API (a bad seed) as nothing rather than markup", async () => {
    await env.DB.prepare("UPDATE vacancies SET description = ? WHERE id = ?")
      .bind(
        JSON.stringify({
          type: "doc",
          content: [{ type: "html", text: "<script>alert(1)</script>" }],
        }),
        VACANCY.CAFE,
      )
      .run();
    const document = await expectDocument(await apiFetch(`${INDEX}/${VACANCY.CAFE}`), 200);
    expect(document.data.attributes.description_html).toBe("");
  });
});

describe("PATCH /api/v1/vacancies/:id", () => {
  const patch = (id: number, actor: ActorName, attributes: Record<string, unknown>) => send("PATCH", `${INDEX}/${id}`, actor, one(attributes, id));

  it.each<[ActorName, number, number]>([
    ["anonymous", VACANCY.DRAFT, 401],
    ["volunteer", VACANCY.DRAFT, 404],
    ["volunteer", VACANCY.CAFE, 403], // public: seen, not theirs
    ["otherOrgAdmin", VACANCY.DRAFT, 404],
    ["otherStaff", VACANCY.DRAFT, 404],
    ["otherStaff", VACANCY.CAFE, 403],
    ["otherTenant", VACANCY.CAFE, 404],
    ["orgAdmin", VACANCY.PENDING_ORG, 404], // a member of the school only
  ])("refuses %s on vacancy %i with %i, changing nothing", async (actor, id, status) => {
    await expectRefused(await patch(id, actor, { title: "Gekaapt" }), status);
  });

  it.each<[ActorName, number]>([
    ["orgAdmin", VACANCY.DRAFT],
    ["staff", VACANCY.PENDING_ORG],
    ["superAdmin", VACANCY.NOORD],
    ["otherStaff", VACANCY.NOORD],
  ])("lets %s edit vacancy %i", async (actor, id) => {
    const document = await expectDocument(await patch(id, actor, { title: "Nieuwe titel", places: 3 }), 200);
    expect(document.data.attributes).toMatchObject({
      title: "Nieuwe titel",
      places: 3,
    });
    expect((await row<{ title: string }>("SELECT title FROM vacancies WHERE id = ?", id))?.title).toBe("Nieuwe titel");
  });

  it("walks the documented transitions and refuses the others", async () => {
    const go = async (status: string, expected: number) => {
      const response = await patch(VACANCY.DRAFT, "orgAdmin", { status });
      if (expected !== 200) return expectRefused(response, expected);
      return (await expectDocument(response, 200)).data.attributes;
    };
    const error = await go("closed", 422);
    expect(error).toMatchObject({
      code: "transition",
      source: { pointer: "/data/attributes/status" },
    });
    expect(error.detail).toContain("from draft to closed");
    const published = await go("published", 200);
    expect(published.published_at).toEqual(expect.any(String));
    const closed = await go("closed", 200);
    expect(closed.published_at).toBe(published.published_at);
    expect((await go("published", 200)).published_at).toBe(published.published_at);
    await go("archived", 200);
    await go("published", 422);
    expect((await go("draft", 200)).status).toBe("draft");
  });

  it("answers 409 when data.id is not the path's", async () => {
    await expectRefused(await send("PATCH", `${INDEX}/${VACANCY.DRAFT}`, "orgAdmin", one({ title: "x" }, VACANCY.CAFE)), 409);
  });
});

describe("DELETE /api/v1/vacancies/:id", () => {
  it.each<[ActorName, number]>([
    ["anonymous", 401],
    ["volunteer", 403],
    ["otherOrgAdmin", 403],
    ["otherStaff", 403],
    ["otherTenant", 404],
  ])("refuses %s with %i", async (actor, status) => {
    await expectRefused(await send("DELETE", `${INDEX}/${VACANCY.CAFE}`, actor), status);
  });

  it("archives it for its admin: gone from the public, kept for its managers", async () => {
    const response = await send("DELETE", `${INDEX}/${VACANCY.CAFE}`, "orgAdmin");
    expect(response.status).toBe(204);
    await expectError(await apiFetch(`${INDEX}/${VACANCY.CAFE}`), 404);
    expect((await row<{ status: string }>("SELECT status FROM vacancies WHERE id = ?", VACANCY.CAFE))?.status).toBe("archived");
    expect((await send("DELETE", `${INDEX}/${VACANCY.CAFE}`, "orgAdmin")).status).toBe(204);
  });
});

describe("PATCH /api/v1/vacancies (bulk)", () => {
  const bulk = (actor: ActorName, items: { id: number | string; attributes: Record<string, unknown> }[]) =>
    send("PATCH", INDEX, actor, {
      data: items.map(({ id, attributes }) => ({
        type: "vacancies",
        id: String(id),
        attributes,
      })),
    });

  it("changes several vacancies in one request", async () => {
    const document = await expectDocument(
      await bulk("staff", [
        { id: VACANCY.CAFE, attributes: { status: "closed" } },
        {
          id: VACANCY.DRAFT,
          attributes: { status: "published", expires_on: "2099-12-31" },
        },
      ]),
      200,
    );
    expect(document.data.map((d: { id: string; attributes: { status: string } }) => [d.id, d.attributes.status])).toEqual([
      [String(VACANCY.CAFE), "closed"],
      [String(VACANCY.DRAFT), "published"],
    ]);
    expect(document.data[1].attributes.expires_on).toBe("2099-12-31");
  });

  // The café (the admin's, publishable) closed together with `second`: the refusal names the second.
  const closing = (second: number) => [VACANCY.CAFE, second].map((id) => ({ id, attributes: { status: "closed" } }));
  it.each<[string, ActorName, { id: number | string; attributes: Record<string, unknown> }[], number, string]>([
    ["an unseen vacancy", "orgAdmin", closing(VACANCY.PENDING_ORG), 404, "/data/1/id"],
    ["another's public vacancy", "orgAdmin", closing(VACANCY.NOORD), 403, "/data/1/id"],
    ["an illegal transition", "staff", closing(VACANCY.DRAFT), 422, "/data/1/attributes/status"],
    ["a bad attribute", "staff", [{ id: VACANCY.CAFE, attributes: { expires_on: "gisteren" } }], 422, "/data/0/attributes/expires_on"],
    [
      "a duplicate",
      "staff",
      [
        { id: VACANCY.CAFE, attributes: {} },
        { id: VACANCY.CAFE, attributes: {} },
      ],
      400,
      "/data/1/id",
    ],
    ["a bad id", "staff", [{ id: "x", attributes: {} }], 400, "/data/0/id"],
    ["another tenant's", "otherTenant", [{ id: VACANCY.CAFE, attributes: { status: "closed" } }], 404, "/data/0/id"],
    ["a volunteer on a public one", "volunteer", [{ id: VACANCY.CAFE, attributes: { status: "closed" } }], 403, "/data/0/id"],
    ["a volunteer on a draft", "volunteer", [{ id: VACANCY.DRAFT, attributes: { status: "published" } }], 404, "/data/0/id"],
    [
      "staff of another centre",
      "otherStaff",
      [
        { id: VACANCY.NOORD, attributes: { status: "closed" } },
        { id: VACANCY.CAFE, attributes: { status: "closed" } },
      ],
      403,
      "/data/1/id",
    ],
    ["an admin of another organization", "otherOrgAdmin", [{ id: VACANCY.DRAFT, attributes: { status: "published" } }], 404, "/data/0/id"],
  ])("refuses %s and changes nothing", async (_, actor, items, status, pointer) => {
    const error = await expectRefused(await bulk(actor, items), status);
    expect(error.source).toEqual({ pointer });
  });

  it("refuses anonymous, empty and oversized requests", async () => {
    await expectRefused(await bulk("anonymous", [{ id: VACANCY.CAFE, attributes: {} }]), 401);
    await expectRefused(await bulk("staff", []), 400);
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: i + 1,
      attributes: {},
    }));
    await expectRefused(await bulk("staff", many), 400);
  });

  // Found by the fuzz suite: `attributes: null` was read as "no attributes" and answered 200.
  it("refuses attributes that are not an object", async () => {
    const error = await expectRefused(
      await bulk("staff", [
        {
          id: VACANCY.CAFE,
          attributes: null as unknown as Record<string, unknown>,
        },
      ]),
      400,
    );
    expect(error.source).toEqual({ pointer: "/data/0/attributes" });
  });
});

describe("a vacancy's point follows its address", () => {
  const point = (document: { data: { attributes: Record<string, unknown> } }) => [document.data.attributes.latitude, document.data.attributes.longitude];
  const patch = async (id: string, attributes: Record<string, unknown>) =>
    expectDocument(await send("PATCH", `${INDEX}/${id}`, "orgAdmin", one(attributes, Number(id))), 200);

  it("is placed at a new address without a point of its own (the form without JavaScript), and a point sent along is kept", async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('1234', 'Alpha', 52.1, 5.2), ('1240', 'Beta', 52.2, 5.3)",
    ).run();
    const created = await expectDocument(await send("POST", INDEX, "orgAdmin", one({ ...NEW, postal_code: "1234 AB" })), 201);
    expect(point(created)).toEqual([52.1, 5.2]);
    const id = created.data.id as string;
    // Another field, or the same address sent again (a form re-posts all fields): the point stays.
    await patch(id, { latitude: 52.15, longitude: 5.25 });
    expect(point(await patch(id, { title: "Grensrechter", postal_code: "1234 AB", city: "Alpha" }))).toEqual([52.15, 5.25]);
    // A new address: its point, not the old one.
    expect(point(await patch(id, { postal_code: "1240 CD", city: "Beta" }))).toEqual([52.2, 5.3]);
    // The form's map sends its own point with the address: kept as sent.
    expect(point(await patch(id, { postal_code: "1234 AB", latitude: 52.12, longitude: 5.21 }))).toEqual([52.12, 5.21]);
    // An address nobody can place: no point rather than a wrong one.
    expect(point(await patch(id, { postal_code: "9999 ZZ", city: "Nergens" }))).toEqual([null, null]);
  });
});
