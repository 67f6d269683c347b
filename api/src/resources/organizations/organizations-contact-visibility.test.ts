// Issue 19: per contact field (phone, e-mail, address) public or for staff only
// (docs/organizations.md "Contact visibility"). What each caller reads, how it is written, and
// that a hidden address is not found by distance.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { TENANT_A } from "../../../test/fixtures";
import { type ActorName, as, listOrganizationIds, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { seedSocialMap } from "../../../test/social-map-fixtures";

const SHOW = `/api/v1/organizations/${ORG.CLUB}?include=profile,address`;

beforeEach(async () => {
  await seedSocialMap(env.DB);
  await env.DB.batch([
    env.DB.prepare("UPDATE organization_profiles SET phone = '0612345678', phone_visibility = 'staff' WHERE tenant_id = ? AND organization_id = ?").bind(
      TENANT_A,
      ORG.CLUB,
    ),
    env.DB.prepare("UPDATE organization_addresses SET visibility = 'staff' WHERE tenant_id = ? AND organization_id = ?").bind(TENANT_A, ORG.CLUB),
  ]);
});

const included = (document: Doc, type: string) => document.included.find((r: Doc) => r.type === type).attributes;

async function contactAs(actor: ActorName) {
  const document = await expectDocument(await apiFetch(SHOW, await as(actor)), 200);
  return {
    profile: included(document, "organization_profiles"),
    address: included(document, "organization_addresses"),
  };
}

describe("hidden contact fields", () => {
  for (const actor of ["anonymous", "volunteer", "otherOrgAdmin", "otherStaff"] as const) {
    it(`are null for ${actor}, with the visibility saying why; the city stays`, async () => {
      const { profile, address } = await contactAs(actor);
      expect(profile).toMatchObject({
        phone: null,
        phone_visibility: "staff",
        email: "club@example.org",
        email_visibility: "public",
      });
      expect(address).toEqual({
        street: null,
        house_number: null,
        postal_code: null,
        city: "Alpha",
        latitude: null,
        longitude: null,
        visibility: "staff",
      });
    });
  }

  for (const actor of ["orgAdmin", "staff", "superAdmin"] as const) {
    it(`are shown to ${actor} (who may edit the organization)`, async () => {
      const { profile, address } = await contactAs(actor);
      expect(profile.phone).toBe("0612345678");
      expect(address).toMatchObject({
        street: "Sportlaan",
        postal_code: "1234 AB",
        latitude: 52.1,
        visibility: "staff",
      });
    });
  }

  it("are null in the anonymous list too, and shown to staff in theirs", async () => {
    const path = "/api/v1/organizations?include=profile&filter[name_cont]=Sportclub";
    const anonymous = await expectDocument(await apiFetch(path), 200);
    expect(included(anonymous, "organization_profiles").phone).toBeNull();
    const staff = await expectDocument(await apiFetch(path, await as("staff")), 200);
    expect(included(staff, "organization_profiles").phone).toBe("0612345678");
  });

  it("leave a hidden address out of the distance search, for everyone", async () => {
    const near = "filter[near]=3811&filter[distance_lte]=50";
    expect(await listOrganizationIds(near, "anonymous")).not.toContain(ORG.CLUB);
    expect(await listOrganizationIds(near, "superAdmin")).not.toContain(ORG.CLUB);
    await env.DB.prepare("UPDATE organization_addresses SET visibility = 'public' WHERE organization_id = ?").bind(ORG.CLUB).run();
    expect(await listOrganizationIds(near, "anonymous")).toContain(ORG.CLUB);
  });

  it("keep the place filter working (the city is public)", async () => {
    expect(await listOrganizationIds("filter[city_eq]=alpha", "anonymous")).toEqual([ORG.CLUB]);
  });
});

const patch = (actor: ActorName, attributes: Record<string, unknown>) =>
  sendAs(actor, "PATCH", `/api/v1/organizations/${ORG.CLUB}?include=profile,address`, { data: { type: "organizations", id: String(ORG.CLUB), attributes } });

describe("writing the visibility", () => {
  it("lets the organization's admin make fields public or hidden", async () => {
    const document = await expectDocument(
      await patch("orgAdmin", {
        profile: { phone_visibility: "public", email_visibility: "staff" },
        address: { visibility: "public" },
      }),
      200,
    );
    expect(included(document, "organization_profiles")).toMatchObject({
      phone_visibility: "public",
      email_visibility: "staff",
    });
    const { profile, address } = await contactAs("anonymous");
    expect(profile).toMatchObject({ phone: "0612345678", email: null });
    expect(address.street).toBe("Sportlaan");
  });

  it("refuses another value with a 422 on the field", async () => {
    const response = await patch("orgAdmin", {
      profile: { phone_visibility: "members" },
    });
    const error = await expectError(response, 422);
    expect(JSON.stringify(error)).toContain("/data/attributes/profile/phone_visibility");
  });

  it("is refused to a volunteer (403) and anonymous visitors (401)", async () => {
    expect((await patch("volunteer", { address: { visibility: "public" } })).status).toBe(403);
    expect((await patch("anonymous", { address: { visibility: "public" } })).status).toBe(401);
    expect((await contactAs("anonymous")).address.visibility).toBe("staff");
  });
});
