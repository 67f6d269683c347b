import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { USER } from "../../../test/account-fixtures";
import { type ActorName, OLGA, ORG2 as ORG, USERS_OUT_OF_SIGHT, as, seedOrganizations } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const INDEX = "/api/v1/users";
const ids = (document: Doc) => document.data.map((u: Doc) => Number(u.id));

async function get(path: string, actor: ActorName = "anonymous") {
  return apiFetch(path, await as(actor));
}

const A1_USERS = [USER.VOLUNTEER, USER.ADMIN, USER.UNCONFIRMED, USER.INACTIVE, USER.STAFF];

describe("GET /api/v1/users", () => {
  it.each<[ActorName, number[]]>([
    ["staff", A1_USERS],
    ["otherStaff", [USER.OTHER_CENTER, OLGA.id]],
    ["superAdmin", [USER.VOLUNTEER, USER.ADMIN, USER.UNCONFIRMED, USER.INACTIVE, USER.OTHER_CENTER, USER.SUPER_ADMIN, USER.STAFF, OLGA.id]],
  ])("lists %s exactly the users they may see", async (actor, expected) => {
    const document = await expectDocument(await get(INDEX, actor), 200);
    expect(ids(document)).toEqual(expected);
    expect(document.meta).toEqual({ total: expected.length });
    expect(document.data[0].attributes.password_digest).toBeUndefined();
  });

  it.each<[ActorName, number, number]>([
    ["anonymous", ORG.CLUB, 401],
    ["volunteer", ORG.CLUB, 403],
    // A member, not an admin, of the school.
    ["orgAdmin", ORG.SCHOOL, 403],
    ["otherOrgAdmin", ORG.CLUB, 403],
    ["otherTenant", ORG.CLUB, 403],
  ])("refuses %s the users of organization %i (%i)", async (actor, org, status) => {
    await expectError(await get(`${INDEX}?filter[organization_id_eq]=${org}`, actor), status);
  });

  it("refuses an organization admin without the organization filter", async () => {
    await expectError(await get(INDEX, "orgAdmin"), 403);
  });

  it("lets an organization admin list their organization's admins and members", async () => {
    const path = `${INDEX}?filter[organization_id_eq]=${ORG.CLUB}`;
    expect(ids(await expectDocument(await get(path, "orgAdmin"), 200))).toEqual([USER.ADMIN]);
    const admins = await expectDocument(await get(`${path}&filter[with_role]=admin&include=organizations,roles`, "orgAdmin"), 200);
    expect(ids(admins)).toEqual([USER.ADMIN]);
    expect(admins.data[0].relationships.organizations.data).toEqual([
      { type: "organizations", id: String(ORG.CLUB) },
      { type: "organizations", id: String(ORG.SCHOOL) },
    ]);
    const included = admins.included.map((r: Doc) => `${r.type}:${r.id}`);
    expect(included).toEqual(expect.arrayContaining([`organizations:${ORG.CLUB}`, `organizations:${ORG.SCHOOL}`, "roles:301", "roles:302"]));
    const members = await expectDocument(await get(`${path}&filter[with_role]=member`, "orgAdmin"), 200);
    expect(ids(members)).toEqual([]);
    // Without include, the relationships come with each user; a fieldset of names leaves them out.
    const linked = await expectDocument(await get(`${path}&filter[with_role]=admin`, "orgAdmin"), 200);
    expect(linked.data[0].relationships.roles.data).toEqual([
      { type: "roles", id: "301" },
      { type: "roles", id: "302" },
    ]);
    const named = await expectDocument(await get(`${path}&filter[with_role]=admin&fields[users]=first_name,email`, "orgAdmin"), 200);
    expect(ids(named)).toEqual([USER.ADMIN]);
    expect(Object.keys(named.data[0].attributes).sort()).toEqual(["email", "first_name"]);
    expect(named.data[0].relationships).toBeUndefined();
    expect(named.meta.total).toBe(1);
  });

  it("filters by role across the tenant and pages up to 1000", async () => {
    const staff = await expectDocument(await get(`${INDEX}?filter[with_role]=staff`, "superAdmin"), 200);
    expect(ids(staff)).toEqual([USER.OTHER_CENTER, USER.STAFF]);
    const admins = await expectDocument(await get(`${INDEX}?filter[with_role]=admin`, "staff"), 200);
    expect(ids(admins)).toEqual([USER.ADMIN]);
    const page = await expectDocument(await get(`${INDEX}?page[size]=2&page[number]=2`, "superAdmin"), 200);
    expect(ids(page)).toEqual([USER.UNCONFIRMED, USER.INACTIVE]);
    expect(page.meta.total).toBe(8);
    await expectDocument(await get(`${INDEX}?page[size]=1000`, "staff"), 200);
    await expectError(await get(`${INDEX}?page[size]=1001`, "staff"), 400);
    await expectError(await get(`${INDEX}?filter[with_role]=owner`, "staff"), 400);
  });

  it("answers a page of 1000 with every user's roles and organizations (D1's 100-parameter limit)", async () => {
    const statements = [];
    for (let i = 0; i < 200; i += 1) {
      statements.push(
        env.DB.prepare("INSERT INTO users (id, tenant_id, volunteer_center_id, email, status) VALUES (?, 'tenant-a', 11, ?, 'active')").bind(
          1000 + i,
          `bulk${i}@example.org`,
        ),
        env.DB.prepare("INSERT INTO roles (tenant_id, user_id, name, resource_type, resource_id) VALUES ('tenant-a', ?, 'member', 'Organization', ?)").bind(
          1000 + i,
          ORG.CLUB,
        ),
      );
    }
    await env.DB.batch(statements);
    const document = await expectDocument(await get(`${INDEX}?page[size]=1000&include=roles,organizations`, "staff"), 200);
    expect(document.data).toHaveLength(205);
    expect(document.data[204].relationships.roles.data).toHaveLength(1);
    expect(document.data[204].relationships.organizations.data).toEqual([{ type: "organizations", id: String(ORG.CLUB) }]);
  });

  it("searches first name, last name, full name and e-mail, within what the caller may see", async () => {
    const search = (text: string, actor: ActorName = "staff") =>
      get(`${INDEX}?filter[first_name_or_last_name_or_email_cont]=${encodeURIComponent(text)}`, actor);
    expect(ids(await expectDocument(await search("VERA"), 200))).toEqual([USER.VOLUNTEER]);
    expect(ids(await expectDocument(await search("admiraal"), 200))).toEqual([USER.ADMIN]);
    expect(ids(await expectDocument(await search("Vera Vos"), 200))).toEqual([USER.VOLUNTEER]);
    const byMail = await expectDocument(await search("uma@example"), 200);
    expect(ids(byMail)).toEqual([USER.UNCONFIRMED]);
    expect(byMail.meta).toEqual({ total: 1 });
    // Longer than D1 lets a LIKE pattern be (50 bytes): still a search, not a 500.
    expect(ids(await expectDocument(await search(`vera ${"x".repeat(60)}`), 200))).toEqual([]);
    // LIKE's wildcards are searched for as text, not as wildcards.
    expect(ids(await expectDocument(await search("%"), 200))).toEqual([]);
    expect(ids(await expectDocument(await search("_"), 200))).toEqual([]);
    // Olga is of another centre: staff of this one do not find her, a super admin does.
    expect(ids(await expectDocument(await search("olga"), 200))).toEqual([]);
    expect(ids(await expectDocument(await search("olga", "superAdmin"), 200))).toEqual([OLGA.id]);
    // Combined with the role filter.
    const admins = await get(`${INDEX}?filter[with_role]=admin&filter[first_name_or_last_name_or_email_cont]=vera`, "staff");
    expect(ids(await expectDocument(admins, 200))).toEqual([]);
    await expectError(await search(" "), 400);
    await expectError(await search("x".repeat(201)), 400);
  });

  it("gives staff nothing of another centre's organization", async () => {
    const document = await expectDocument(await get(`${INDEX}?filter[organization_id_eq]=${ORG.NOORD_PENDING}`, "staff"), 200);
    expect(ids(document)).toEqual([]);
  });
});

describe("GET /api/v1/users/:id", () => {
  it("answers a visible user with roles and organizations", async () => {
    const document = await expectDocument(await get(`${INDEX}/${USER.ADMIN}?include=roles,organizations`, "staff"), 200);
    expect(document.data.id).toBe(String(USER.ADMIN));
    expect(document.data.attributes.email).toBe("anton@example.org");
    expect(document.data.relationships.roles.data).toHaveLength(2);
    expect(document.included).toHaveLength(4);
  });

  it.each<[ActorName, number, number]>([["anonymous", USER.VOLUNTEER, 401], ["volunteer", USER.ADMIN, 403], ...USERS_OUT_OF_SIGHT, ["staff", 999, 404]])(
    "refuses %s user %i with %i",
    async (actor, id, status) => {
      await expectError(await get(`${INDEX}/${id}`, actor), status);
    },
  );

  it.each<[ActorName, number]>([
    ["superAdmin", OLGA.id],
    ["otherStaff", OLGA.id],
    ["staff", USER.ADMIN],
    ["orgAdmin", USER.ADMIN],
    ["volunteer", USER.VOLUNTEER],
  ])("lets %s see user %i", async (actor, id) => {
    const document = await expectDocument(await get(`${INDEX}/${id}`, actor), 200);
    expect(document.data.id).toBe(String(id));
  });
});
