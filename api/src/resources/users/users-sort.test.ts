import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, USER } from "../../../test/account-fixtures";
import { signIn } from "../../../test/auth";
import { type ActorName, as, seedOrganizations } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

// The users list sorts by each of its columns (contract USER_SORTS, docs/users.md, issue 49); what
// a column lacks sorts last both ways, and id breaks ties so pages never overlap.
beforeEach(() => seedOrganizations(env.DB));

const ids = (document: Doc) => document.data.map((u: Doc) => Number(u.id));
const list = async (query: string, actor: ActorName = "staff") => expectDocument(await apiFetch(`/api/v1/users?${query}`, await as(actor)), 200);

describe("GET /api/v1/users?sort=", () => {
  it.each<[string, number[]]>([
    // Admiraal, Inert, Staf, Uil, Vos
    ["name", [USER.ADMIN, USER.INACTIVE, USER.STAFF, USER.UNCONFIRMED, USER.VOLUNTEER]],
    ["-name", [USER.VOLUNTEER, USER.UNCONFIRMED, USER.STAFF, USER.INACTIVE, USER.ADMIN]],
    ["email", [USER.ADMIN, USER.INACTIVE, USER.STAFF, USER.UNCONFIRMED, USER.VOLUNTEER]],
    // Only Anton holds a role on an organization; the rest follow by id, both ways.
    ["organization", [USER.ADMIN, USER.VOLUNTEER, USER.UNCONFIRMED, USER.INACTIVE, USER.STAFF]],
    ["-organization", [USER.ADMIN, USER.VOLUNTEER, USER.UNCONFIRMED, USER.INACTIVE, USER.STAFF]],
    // staff, then admin, then no role
    ["-role", [USER.STAFF, USER.ADMIN, USER.VOLUNTEER, USER.UNCONFIRMED, USER.INACTIVE]],
    ["status,-name", [USER.VOLUNTEER, USER.UNCONFIRMED, USER.STAFF, USER.ADMIN, USER.INACTIVE]],
  ])("sort=%s", async (sort, expected) => {
    expect(ids(await list(`sort=${sort}`))).toEqual(expected);
  });

  it("keeps one's own sign-in as the last sign-in, shows it, and sorts by it with never last", async () => {
    const before = await list("sort=-last_sign_in_at");
    expect(before.data.map((u: Doc) => u.attributes.last_sign_in_at)).toEqual([null, null, null, null, null]);
    expect((await signIn(EMAIL.VOLUNTEER, PASSWORD)).status).toBe(200);
    expect((await signIn(EMAIL.STAFF, PASSWORD)).status).toBe(200);
    for (const sort of ["-last_sign_in_at", "last_sign_in_at"]) {
      const document = await list(`sort=${sort}`);
      const expected = sort.startsWith("-") ? [USER.STAFF, USER.VOLUNTEER] : [USER.VOLUNTEER, USER.STAFF];
      expect(ids(document)).toEqual([...expected, USER.ADMIN, USER.UNCONFIRMED, USER.INACTIVE]);
      expect(Date.now() - Date.parse(document.data[0].attributes.last_sign_in_at)).toBeLessThan(60_000);
    }
  });

  it("answers an unknown sort with 400", async () => {
    expect((await expectError(await apiFetch("/api/v1/users?sort=password", await as("staff")), 400)).source).toEqual({ parameter: "sort" });
  });
});
