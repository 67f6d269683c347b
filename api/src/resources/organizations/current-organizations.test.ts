import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CLUB_RESOURCE, EMAIL, ORG, TENANT_B, USER, seedAccounts } from "../../../test/account-fixtures";
import { issueTestToken } from "../../../test/auth";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedAccounts(env.DB));

const PATH = "/api/v1/current_organizations";
const list = async (userId: number, email: string, tenant?: string, query = "") => {
  const token = await issueTestToken(userId, email, { tenant });
  return apiFetch(`${PATH}${query}`, { tenant, headers: { ...token } });
};
const ids = (document: Doc) => document.data.map((o: Doc) => o.id);

describe("GET /api/v1/current_organizations", () => {
  it("lists the organizations where the user holds a role, with their kind and status", async () => {
    const document = await expectDocument(await list(USER.ADMIN, EMAIL.ADMIN), 200);
    expect(document.data).toEqual([
      CLUB_RESOURCE,
      expect.objectContaining({
        id: String(ORG.SCHOOL),
        attributes: expect.objectContaining({
          organization_type: "School",
          status: "pending",
        }),
      }),
    ]);
    expect(document.meta).toEqual({ total: 2 });
  });

  it("gives centre staff the VolunteerCenter organization of their centre only", async () => {
    const document = await expectDocument(await list(USER.STAFF, EMAIL.STAFF), 200);
    expect(ids(document)).toEqual([String(ORG.CENTER)]);
    expect(document.data[0].attributes.organization_type).toBe("VolunteerCenter");
  });

  it("is empty for a user without organizations", async () => {
    const document = await expectDocument(await list(USER.VOLUNTEER, EMAIL.VOLUNTEER), 200);
    expect(document.data).toEqual([]);
  });

  it("never shows another tenant's organization, even through a role row that names it", async () => {
    const document = await expectDocument(await list(USER.B_VOLUNTEER, EMAIL.VOLUNTEER, TENANT_B), 200);
    expect(ids(document)).toEqual([String(ORG.B_CLUB)]);
  });

  it("supports sparse fieldsets and needs a signed-in user", async () => {
    const document = await expectDocument(await list(USER.ADMIN, EMAIL.ADMIN, undefined, "?fields[organizations]=name,organization_type"), 200);
    expect(document.data[0].attributes).toEqual({
      name: "Sportclub Alpha",
      organization_type: "Organization",
    });
    await expectError(await apiFetch(PATH), 401);
  });
});
