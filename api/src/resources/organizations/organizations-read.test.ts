import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CLUB_RESOURCE } from "../../../test/account-fixtures";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { ADDRESS_CLUB, type ActorName, ORG2 as ORG, PROFILE_CLUB, as, seedOrganizations } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const INDEX = "/api/v1/organizations";
const CURRENT = "/api/v1/current_organization";
const ids = (document: Doc) => document.data.map((o: Doc) => Number(o.id));

async function get(path: string, actor: ActorName = "anonymous") {
  return apiFetch(path, await as(actor));
}

describe("GET /api/v1/organizations", () => {
  it("answers a page of 150 (more ids than D1 binds parameters)", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
       INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, status)
       SELECT 3000 + i, ?, ?, 'Stichting ' || (1000 + i), 'approved' FROM n`,
    )
      .bind(TENANT_A, CENTER.A1)
      .run();
    const document = await expectDocument(await get(`${INDEX}?sort=name&page[size]=150&include=address,profile,tags`), 200);
    const generated: number[] = ids(document).filter((id: number) => id > 3000);
    expect(document.data).toHaveLength(150);
    expect(generated.length).toBeGreaterThan(140);
    expect(generated).toEqual(generated.map((_, i) => 3001 + i));
    expect(document.meta).toEqual({ has_next_page: true });
  });

  it("shows anonymous visitors the tenant's approved organizations with relationship linkage", async () => {
    const document = await expectDocument(await get(INDEX), 200);
    expect(ids(document)).toEqual([ORG.CLUB, ORG.CENTER, ORG.NOORD]);
    expect(document.meta).toEqual({ has_next_page: false });
    expect(document.data[0]).toEqual({
      ...CLUB_RESOURCE,
      relationships: {
        profile: {
          data: { type: "organization_profiles", id: String(PROFILE_CLUB) },
        },
        address: {
          data: { type: "organization_addresses", id: String(ADDRESS_CLUB) },
        },
        tags: { data: [] },
      },
      links: { self: `https://api.test${INDEX}/${ORG.CLUB}` },
    });
    expect(document.data[1].relationships.profile).toEqual({ data: null });
    expect(document.included).toBeUndefined();
  });

  it.each<[ActorName, number[]]>([
    ["volunteer", [ORG.CLUB, ORG.CENTER, ORG.NOORD]],
    ["otherStaff", [ORG.CLUB, ORG.CENTER, ORG.NOORD, ORG.NOORD_PENDING]],
    ["orgAdmin", [ORG.CLUB, ORG.CENTER, ORG.SCHOOL, ORG.NOORD]],
    ["otherOrgAdmin", [ORG.CLUB, ORG.CENTER, ORG.NOORD, ORG.NOORD_PENDING]],
    ["staff", [ORG.CLUB, ORG.CENTER, ORG.SCHOOL, ORG.NOORD, ORG.DENIED]],
    ["superAdmin", [ORG.CLUB, ORG.CENTER, ORG.SCHOOL, ORG.NOORD, ORG.NOORD_PENDING, ORG.DENIED]],
    ["otherTenant", [ORG.B_CLUB]],
  ])("shows %s exactly the organizations they may see", async (actor, expected) => {
    const document = await expectDocument(await get(`${INDEX}?count=capped`, actor), 200);
    expect(ids(document)).toEqual(expected);
    expect(document.meta.total).toBe(expected.length);
    expect(document.meta.total_capped).toBe(false);
  });

  it("filters by status, kind, centre and a case-insensitive name part (wildcards are literal)", async () => {
    const filtered = async (query: string, actor: ActorName = "superAdmin") => ids(await expectDocument(await get(`${INDEX}?${query}`, actor), 200));
    expect(await filtered("filter[status_eq]=pending")).toEqual([ORG.SCHOOL, ORG.NOORD_PENDING]);
    expect(await filtered("filter[status_eq]=pending", "volunteer")).toEqual([]);
    expect(await filtered("filter[organization_type_eq]=School")).toEqual([ORG.SCHOOL]);
    expect(await filtered(`filter[volunteer_center_id_eq]=${CENTER.A2}`)).toEqual([ORG.NOORD, ORG.NOORD_PENDING]);
    expect(await filtered("filter[name_cont]=ALPHA")).toEqual([ORG.CLUB, ORG.CENTER, ORG.SCHOOL, ORG.NOORD, ORG.DENIED]);
    expect(await filtered("filter[name_cont]=100%25_")).toEqual([ORG.DENIED]);
    expect(await filtered("filter[name_cont]=%25")).toEqual([ORG.DENIED]);
    expect(await filtered("filter[name_cont]=_")).toEqual([ORG.DENIED]);
  });

  it("counts only on count=capped: exact up to 100, past the page when it goes further", async () => {
    const counted = await expectDocument(await get(`${INDEX}?count=capped&page[size]=1&page[number]=2`), 200);
    expect(counted.meta).toEqual({
      has_next_page: true,
      total: 3,
      total_capped: false,
    });
    for (const bad of ["count=exact", "count=capped&count=capped", "count="]) {
      const error = await expectDocument(await get(`${INDEX}?${bad}`), 400);
      expect(error.errors[0].source).toEqual({ parameter: "count" });
    }
  });

  it("sorts by name and created_at and pages with links", async () => {
    const sorted = ids(await expectDocument(await get(`${INDEX}?sort=-name`, "superAdmin"), 200));
    expect(sorted).toEqual([ORG.CENTER, ORG.NOORD_PENDING, ORG.CLUB, ORG.NOORD, ORG.SCHOOL, ORG.DENIED]);
    const page = await expectDocument(await get(`${INDEX}?sort=name&page[size]=2&page[number]=2`), 200);
    expect(ids(page)).toEqual([ORG.CENTER]);
    expect(page.meta).toEqual({ has_next_page: false });
    expect(page.links.next).toBeNull();
    expect(page.links.last).toBeNull();
    expect(new URL(page.links.prev).searchParams.get("page[number]")).toBe("1");
    // Not counted: one row more than the page says there is a next one.
    const first = await expectDocument(await get(`${INDEX}?sort=name&page[size]=2`), 200);
    expect(ids(first)).toEqual([ORG.NOORD, ORG.CLUB]);
    expect(first.meta).toEqual({ has_next_page: true });
    expect(first.links.prev).toBeNull();
    expect(new URL(first.links.next).searchParams.get("page[number]")).toBe("2");
    expect(new URL(first.links.next).searchParams.get("sort")).toBe("name");
    const byAge = ids(await expectDocument(await get(`${INDEX}?sort=created_at`, "superAdmin"), 200));
    expect(byAge.slice(0, 2)).toEqual([ORG.DENIED, ORG.NOORD_PENDING]);
  });

  it("embeds profiles and addresses with include=profile,address", async () => {
    const document = await expectDocument(await get(`${INDEX}?include=profile,address`), 200);
    expect(document.included).toEqual([
      {
        type: "organization_profiles",
        id: String(PROFILE_CLUB),
        attributes: {
          description: "Sport voor iedereen.",
          website: "https://club.example.org",
          phone: null,
          email: "club@example.org",
          logo_url: null,
          donation_url: null,
          phone_visibility: "public",
          email_visibility: "public",
        },
      },
      {
        type: "organization_addresses",
        id: String(ADDRESS_CLUB),
        attributes: {
          street: "Sportlaan",
          house_number: "1",
          postal_code: "1234 AB",
          city: "Alpha",
          latitude: 52.1,
          longitude: 5.2,
          visibility: "public",
        },
      },
    ]);
  });

  it.each([
    ["include=applications", "include"],
    ["filter[status_eq]=gone", "filter[status_eq]"],
    ["filter[organization_type_eq]=Club", "filter[organization_type_eq]"],
    ["filter[volunteer_center_id_eq]=x", "filter[volunteer_center_id_eq]"],
    ["sort=status", "sort"],
    ["page[size]=1001", "page[size]"],
  ])("rejects ?%s with 400", async (query, parameter) => {
    const error = await expectError(await get(`${INDEX}?${query}`), 400);
    expect(error.source).toEqual({ parameter });
  });
});

describe("a list's statements", () => {
  // Asked twice: the first request of an isolate also reads its tenant and centre (kept a minute).
  const warm = async (path: string) => (await get(path), get(path));
  const list = async (query: string) => {
    const response = await warm(`${INDEX}?filter[status_eq]=approved&include=profile,address&${query}`);
    const document = await expectDocument(response, 200);
    return { document, statements: Number(response.headers.get("X-D1-Statements")) };
  };

  it("reads the page's ids, rows, profiles, addresses and tags in one; the tags only when shown", async () => {
    const bare = await list("fields[organizations]=name,profile,address&sort=name");
    expect(bare.statements).toBe(1);
    expect(bare.document.data[0].relationships.tags).toBeUndefined();
    expect(bare.document.included.some((r: Doc) => r.type === "organization_addresses")).toBe(true);
    // Without a fieldset the tags' linkage is part of the answer: read in the same statement.
    const full = await list("sort=name");
    expect(full.statements).toBe(1);
    expect(full.document.data[0].relationships.tags.data).toEqual(expect.any(Array));
    expect(ids(full.document)).toEqual(ids(bare.document));
  });

  it("reads each entry's check with its row (include=check), for the list and for one", async () => {
    await env.DB.prepare("INSERT INTO organization_checks (organization_id, tenant_id, checked_at) VALUES (?, ?, '2020-01-01T00:00:00.000Z')")
      .bind(ORG.CLUB, TENANT_A)
      .run();
    const checks = (document: Doc) =>
      new Map((document.included ?? []).filter((r: Doc) => r.type === "organization_checks").map((r: Doc) => [r.id, r.attributes]));
    const response = await warm(`${INDEX}?filter[status_eq]=approved&include=address,check&fields[organizations]=name,address,check&sort=name`);
    const document = await expectDocument(response, 200);
    expect(Number(response.headers.get("X-D1-Statements"))).toBe(1);
    const listed = checks(document);
    expect(listed.size).toBe(document.data.length);
    expect(listed.get(String(ORG.CLUB))).toMatchObject({ checked_at: "2020-01-01T00:00:00.000Z", stale: true });
    const one = await warm(`${INDEX}/${ORG.CLUB}?include=check`);
    // The row with its check and its tags, one statement.
    expect(Number(one.headers.get("X-D1-Statements"))).toBe(1);
    expect(checks(await expectDocument(one, 200)).get(String(ORG.CLUB))).toEqual(listed.get(String(ORG.CLUB)));
  });

  it("reads a signed-in caller's roles once: the session's batch and the row, though the route and its document both ask", async () => {
    const anonymous = Number((await warm(`${INDEX}/${ORG.CLUB}`)).headers.get("X-D1-Statements"));
    const staff = await apiFetch(`${INDEX}/${ORG.CLUB}`, await as("staff"));
    await expectDocument(staff, 200);
    // The session's batch (its token, its holder, their roles: auth/token-store.ts) and the
    // token's rotation (a test token is a minute old); the roles asked again were one more.
    expect(Number(staff.headers.get("X-D1-Statements"))).toBe(anonymous + 3 + 1);
  });

  it("keeps the page's order, page after page", async () => {
    const all = ids((await list("sort=-name&page[size]=100")).document);
    expect(all.length).toBeGreaterThan(1);
    const pages: number[] = [];
    for (let number = 1; number <= all.length; number++) pages.push(...ids((await list(`sort=-name&page[size]=1&page[number]=${number}`)).document));
    expect(pages).toEqual(all);
  });
});

describe("GET /api/v1/organizations/:id", () => {
  it("answers an approved organization to anyone, with profile and address included", async () => {
    const document = await expectDocument(await get(`${INDEX}/${ORG.CLUB}?include=profile,address`), 200);
    expect(document.data.id).toBe(String(ORG.CLUB));
    expect(document.included.map((r: Doc) => r.type)).toEqual(["organization_profiles", "organization_addresses"]);
  });

  it.each<[ActorName, number]>([
    ["anonymous", 404],
    ["volunteer", 404],
    ["otherOrgAdmin", 404],
    ["otherStaff", 404],
    ["otherTenant", 404],
    ["orgAdmin", 200], // a member of the school
    ["staff", 200],
    ["superAdmin", 200],
  ])("answers a pending organization to %s with %i", async (actor, status) => {
    const response = await get(`${INDEX}/${ORG.SCHOOL}`, actor);
    if (status === 200) expect((await expectDocument(response, 200)).data.attributes.status).toBe("pending");
    else expect((await expectError(response, 404)).detail).toBe(`There is no organization ${ORG.SCHOOL}.`);
  });

  it("answers another tenant's organization exactly like a missing one", async () => {
    const foreign = await expectError(await get(`${INDEX}/${ORG.B_CLUB}`, "superAdmin"), 404);
    const missing = await expectError(await get(`${INDEX}/999`, "superAdmin"), 404);
    expect(foreign).toEqual({
      ...missing,
      detail: missing.detail.replace("999", String(ORG.B_CLUB)),
    });
    await expectError(await get(`${INDEX}/011`), 404);
  });
});

describe("GET /api/v1/current_organization", () => {
  const current = async (actor: ActorName, id?: number, query = "") => {
    const request = await as(actor);
    return apiFetch(`${CURRENT}${query}`, {
      ...request,
      headers: {
        ...request.headers,
        ...(id !== undefined && { "Current-Organization-Id": String(id) }),
      },
    });
  };

  it("answers the selected organization of the user, with address and profile", async () => {
    const document = await expectDocument(await current("orgAdmin", ORG.CLUB, "?include=address,profile"), 200);
    expect(document.data.id).toBe(String(ORG.CLUB));
    expect(document.included).toHaveLength(2);
    // A pending organization the user belongs to is theirs all the same.
    const school = await expectDocument(await current("orgAdmin", ORG.SCHOOL), 200);
    expect(school.data.attributes.status).toBe("pending");
    // Staff act as their centre's VolunteerCenter organization.
    await expectDocument(await current("staff", ORG.CENTER), 200);
  });

  it("answers 404 for an organization that is not the user's, also in another tenant", async () => {
    for (const [actor, id] of [
      ["orgAdmin", ORG.NOORD],
      ["volunteer", ORG.CLUB],
      ["staff", ORG.CLUB],
      ["otherTenant", ORG.CLUB],
      ["orgAdmin", ORG.B_CLUB],
      ["orgAdmin", 999],
    ] as const) {
      const error = await expectError(await current(actor, id), 404);
      expect(error.source).toEqual({ header: "Current-Organization-Id" });
    }
  });

  it("needs a user and a canonical Current-Organization-Id", async () => {
    await expectError(await current("anonymous", ORG.CLUB), 401);
    const missing = await expectError(await current("orgAdmin"), 400);
    expect(missing.source).toEqual({ header: "Current-Organization-Id" });
    const request = await as("orgAdmin");
    const invalid = await expectError(
      await apiFetch(CURRENT, {
        ...request,
        headers: { ...request.headers, "Current-Organization-Id": "01" },
      }),
      400,
    );
    expect(invalid.source).toEqual({ header: "Current-Organization-Id" });
  });
});
