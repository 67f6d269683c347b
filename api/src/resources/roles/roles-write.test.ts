import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ROLE, USER } from "../../../test/account-fixtures";
import { CENTER } from "../../../test/fixtures";
import { type ActorName, OLGA, ORG2 as ORG, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { type Doc, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

type Attrs = Record<string, unknown>;
const admin = (org: number = ORG.CLUB): Attrs => ({
  name: "admin",
  resource_type: "Organization",
  resource_id: String(org),
});
const member = (org: number = ORG.CLUB): Attrs => ({
  ...admin(org),
  name: "member",
});
const staffOf = (center: number): Attrs => ({
  name: "staff",
  resource_type: "VolunteerCenter",
  resource_id: String(center),
});
const SUPER: Attrs = {
  name: "super_admin",
  resource_type: null,
  resource_id: null,
};

const call = (verb: "add" | "remove", actor: ActorName, userId: number, attributes: Attrs, type = "roles") =>
  sendAs(actor, verb === "add" ? "PUT" : "DELETE", `/api/v1/users/${userId}/${verb}_role`, { data: { type, attributes } });

const roleNames = (document: Doc) =>
  document.included.filter((r: Doc) => r.type === "roles").map((r: Doc) => [r.attributes.name, r.attributes.resource_id].filter(Boolean).join(":"));

describe("PUT /api/v1/users/:id/add_role", () => {
  it.each<[ActorName, number, Attrs, number]>([
    ["anonymous", USER.VOLUNTEER, admin(), 401],
    ["volunteer", USER.VOLUNTEER, admin(), 403],
    ["otherOrgAdmin", USER.ADMIN, member(), 404],
    ["otherOrgAdmin", OLGA.id, admin(), 403],
    ["otherStaff", USER.VOLUNTEER, admin(), 404],
    ["otherTenant", USER.VOLUNTEER, admin(), 404],
    ["staff", USER.VOLUNTEER, SUPER, 403],
    ["staff", USER.VOLUNTEER, staffOf(CENTER.A2), 403],
    ["staff", USER.VOLUNTEER, admin(ORG.NOORD), 403],
    ["staff", USER.VOLUNTEER, admin(ORG.B_CLUB), 404],
    ["staff", USER.VOLUNTEER, admin(999), 404],
    ["staff", USER.VOLUNTEER, staffOf(CENTER.B1), 404],
    ["staff", USER.OTHER_CENTER, admin(), 404],
    ["orgAdmin", USER.ADMIN, admin(ORG.SCHOOL), 403],
    ["superAdmin", USER.B_VOLUNTEER, admin(), 404],
  ])("refuses %s on user %i: %o → %i", async (actor, id, attrs, status) => {
    await expectError(await call("add", actor, id, attrs), status);
  });

  it("lets staff grant organization and centre roles of their centre, idempotently", async () => {
    const first = await expectDocument(await call("add", "staff", USER.VOLUNTEER, admin()), 200);
    expect(first.data.id).toBe(String(USER.VOLUNTEER));
    expect(roleNames(first)).toEqual([`admin:${ORG.CLUB}`]);
    const again = await expectDocument(await call("add", "staff", USER.VOLUNTEER, admin()), 200);
    expect(roleNames(again)).toEqual([`admin:${ORG.CLUB}`]);
    const staff = await expectDocument(await call("add", "staff", USER.VOLUNTEER, staffOf(CENTER.A1)), 200);
    expect(roleNames(staff)).toEqual([`admin:${ORG.CLUB}`, `staff:${CENTER.A1}`]);
  });

  it("lets an organization admin promote a member of their organization", async () => {
    await expectDocument(await call("add", "staff", USER.VOLUNTEER, member()), 200);
    const document = await expectDocument(await call("add", "orgAdmin", USER.VOLUNTEER, admin()), 200);
    expect(roleNames(document)).toEqual([`member:${ORG.CLUB}`, `admin:${ORG.CLUB}`]);
  });

  it("lets a super admin grant any role of the tenant, numeric ids too", async () => {
    const document = await expectDocument(await call("add", "superAdmin", OLGA.id, SUPER), 200);
    expect(roleNames(document)).toContain("super_admin");
    await expectDocument(
      await call("add", "superAdmin", OLGA.id, {
        ...staffOf(CENTER.A1),
        resource_id: CENTER.A1,
      }),
      200,
    );
  });

  it.each<[Attrs, string]>([
    [{ ...admin(), name: "owner" }, "/data/attributes/name"],
    [{ ...admin(), resource_type: "VolunteerCenter" }, "/data/attributes/resource_type"],
    [{ name: "admin", resource_type: "Organization" }, "/data/attributes/resource_id"],
    [{ ...SUPER, resource_id: "1" }, "/data/attributes/resource_id"],
    [{ ...admin(), extra: 1 }, "/data/attributes/extra"],
  ])("answers 422 for %o", async (attrs, pointer) => {
    const error = await expectError(await call("add", "superAdmin", USER.VOLUNTEER, attrs), 422);
    expect(error.source.pointer).toBe(pointer);
  });

  it("refuses another resource type with 409", async () => {
    await expectError(await call("add", "superAdmin", USER.VOLUNTEER, admin(), "users"), 409);
  });
});

describe("DELETE /api/v1/users/:id/remove_role", () => {
  it("removes a role once, then answers 404", async () => {
    const document = await expectDocument(await call("remove", "staff", USER.ADMIN, admin()), 200);
    expect(roleNames(document)).toEqual([`member:${ORG.SCHOOL}`]);
    const row = await env.DB.prepare("SELECT id FROM roles WHERE id = ?").bind(ROLE.ADMIN_CLUB).first();
    expect(row).toBeNull();
    await expectError(await call("remove", "staff", USER.ADMIN, admin()), 404);
  });

  it.each<[ActorName, number, Attrs, number]>([
    ["anonymous", USER.ADMIN, admin(), 401],
    ["volunteer", USER.ADMIN, admin(), 403],
    ["otherOrgAdmin", USER.ADMIN, admin(), 404],
    ["otherStaff", USER.ADMIN, admin(), 404],
    ["otherTenant", USER.ADMIN, admin(), 404],
    ["staff", USER.SUPER_ADMIN, SUPER, 404],
    ["orgAdmin", USER.ADMIN, member(ORG.SCHOOL), 403],
  ])("refuses %s on user %i: %o → %i", async (actor, id, attrs, status) => {
    await expectError(await call("remove", actor, id, attrs), status);
  });

  it("lets a super admin remove a staff role and an admin their own organization's", async () => {
    await expectDocument(await call("remove", "superAdmin", USER.STAFF, staffOf(CENTER.A1)), 200);
    await expectDocument(await call("remove", "orgAdmin", USER.ADMIN, admin()), 200);
  });
});
