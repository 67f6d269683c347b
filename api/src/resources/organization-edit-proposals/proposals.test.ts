import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG, USER } from "../../../test/account-fixtures";
import { CENTER } from "../../../test/fixtures";
import { row } from "../../../test/auth";
import { type ActorName, ORG2, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";

// docs/organization-edit-proposals.md: anyone signed in proposes, the admins (or staff) decide per field.
beforeEach(async () => {
  await seedOrganizations(env.DB);
  // Vera is a member (not an admin) of the club.
  await env.DB.prepare("INSERT INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES (390, 'tenant-a', ?, 'member', 'Organization', ?)")
    .bind(USER.VOLUNTEER, ORG.CLUB)
    .run();
});

const PATH = "/api/v1/organization_edit_proposals";

const propose = (actor: ActorName, changes: unknown, extra: Record<string, unknown> = {}, organizationId: number = ORG.CLUB) =>
  sendAs(actor, "POST", PATH, {
    data: { type: "organization_edit_proposals", attributes: { organization_id: String(organizationId), changes, ...extra } },
  });

const decide = (actor: ActorName, id: string, decisions: unknown) =>
  sendAs(actor, "PUT", `${PATH}/${id}`, { data: { type: "organization_edit_proposals", id, attributes: { decisions } } });

const club = () =>
  row<{ name: string; phone: string | null; city: string | null }>(
    "SELECT o.name, p.phone, a.city FROM organizations o LEFT JOIN organization_profiles p ON p.organization_id = o.id LEFT JOIN organization_addresses a ON a.organization_id = o.id WHERE o.id = ?",
    ORG.CLUB,
  );

describe("proposing changes", () => {
  it("records a waiting proposal beside the current values, tells the admins, and changes nothing", async () => {
    const before = await club();
    const { data } = await expectDocument(
      await propose("volunteer", { phone: " 030 123 45 67 ", city: "Alpha", name: "Sportclub Alpha" }, { note: "Nieuw nummer." }),
      201,
    );
    // The unchanged city and name are dropped; the phone is trimmed.
    expect(data.attributes).toMatchObject({
      status: "pending",
      organization_name: "Sportclub Alpha",
      // Whose staff decide it: the screen shows the decision without asking for the organization.
      volunteer_center_id: String(CENTER.A1),
      note: "Nieuw nummer.",
      changes: [{ field: "phone", current: "", proposed: "030 123 45 67", decision: null }],
    });
    expect(await club()).toEqual(before);
    const mail = await row<{ kind: string; text_body: string }>("SELECT kind, text_body FROM outbox_messages WHERE to_address = ?", EMAIL.ADMIN);
    expect(mail?.kind).toBe("organization_edit_proposed");
    expect(mail?.text_body).toContain("030 123 45 67");
    expect(mail?.text_body).toContain(`/organizations/proposals/${data.id}`);
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.ADMIN)).toEqual({ kind: "organization_edit_proposed" });
    // One waiting proposal per member and organization.
    expect((await expectError(await propose("volunteer", { phone: "1" }), 422)).code).toBe("taken");
  });

  it("takes a proposal from anyone signed in who sees the organization, not only its members", async () => {
    // The other organization's admin has no role at the club (they got 403 until session 49).
    const { data } = await expectDocument(await propose("otherOrgAdmin", { phone: "030 999 88 77" }), 201);
    expect(data.attributes).toMatchObject({ status: "pending", changes: [{ field: "phone", proposed: "030 999 88 77" }] });
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.ADMIN)).toEqual({ kind: "organization_edit_proposed" });
  });

  it("refuses those who may edit, other tenants, anonymous callers and unseen organizations", async () => {
    expect((await expectError(await propose("orgAdmin", { phone: "1" }), 422)).code).toBe("can_edit");
    expect((await expectError(await propose("staff", { phone: "1" }), 422)).code).toBe("can_edit");
    expect((await propose("otherTenant", { phone: "1" })).status).toBe(404);
    expect((await propose("anonymous", { phone: "1" })).status).toBe(401);
    expect((await propose("volunteer", { phone: "1" }, {}, ORG2.NOORD_PENDING)).status).toBe(404);
    expect(await row("SELECT 1 FROM organization_edit_proposals")).toBeNull();
  });

  it("answers bad input with 422 on the field, and stores nothing", async () => {
    const pointer = async (changes: unknown, extra: Record<string, unknown> = {}) =>
      (await expectError(await propose("volunteer", changes, extra), 422)).source.pointer;
    expect(await pointer({ phone: "1".repeat(41) })).toBe("/data/attributes/changes/phone");
    expect(await pointer({ email: "not an address" })).toBe("/data/attributes/changes/email");
    expect(await pointer({ website: "javascript:alert(1)" })).toBe("/data/attributes/changes/website");
    expect(await pointer({ name: "" })).toBe("/data/attributes/changes/name");
    expect(await pointer({ phone: 5 })).toBe("/data/attributes/changes/phone");
    expect(await pointer({})).toBe("/data/attributes/changes");
    expect(await pointer("phone")).toBe("/data/attributes/changes");
    expect(await pointer({ phone: "1" }, { note: "x".repeat(1001) })).toBe("/data/attributes/note");
    const unknown = await expectError(await propose("volunteer", { status: "approved", phone: "1" }), 422);
    expect([unknown.code, unknown.source.pointer]).toEqual(["unknown_attribute", "/data/attributes/changes/status"]);
    // Only the current values: nothing to propose.
    expect((await expectError(await propose("volunteer", { name: "Sportclub Alpha" }), 422)).code).toBe("unchanged");
    expect(await row("SELECT 1 FROM organization_edit_proposals")).toBeNull();
  });
});

describe("deciding a proposal", () => {
  const proposal = async () =>
    (await expectDocument(await propose("volunteer", { phone: "030 123 45 67", name: "Sportclub Alpha 1920", city: "Bravo" }), 201)).data.id as string;

  it("lets its admin accept some fields: only those change, the proposer is told, the entry counts as checked", async () => {
    const id = await proposal();
    expect((await decide("volunteer", id, { phone: "accepted", name: "accepted", city: "accepted" })).status).toBe(403);
    expect((await decide("otherStaff", id, { phone: "accepted", name: "accepted", city: "accepted" })).status).toBe(404);
    expect((await decide("otherTenant", id, { phone: "accepted", name: "accepted", city: "accepted" })).status).toBe(404);
    // Every proposed field needs a decision, and only those.
    expect((await expectError(await decide("orgAdmin", id, { phone: "accepted" }), 422)).source.pointer).toBe("/data/attributes/decisions/name");
    expect((await expectError(await decide("orgAdmin", id, { phone: "accepted", name: "accepted", city: "accepted", email: "accepted" }), 422)).code).toBe(
      "invalid",
    );
    expect((await expectError(await decide("orgAdmin", id, { phone: "maybe", name: "accepted", city: "accepted" }), 422)).source.pointer).toBe(
      "/data/attributes/decisions/phone",
    );
    expect((await club())?.phone).toBeNull();

    const { data } = await expectDocument(await decide("orgAdmin", id, { phone: "accepted", name: "rejected", city: "accepted" }), 200);
    expect(data.attributes.status).toBe("partly_accepted");
    expect(data.attributes.changes.map((ch: { field: string; decision: string }) => [ch.field, ch.decision])).toEqual([
      ["name", "rejected"],
      ["phone", "accepted"],
      ["city", "accepted"],
    ]);
    expect(await club()).toEqual({ name: "Sportclub Alpha", phone: "030 123 45 67", city: "Bravo" });
    const mail = await row<{ kind: string; text_body: string }>(
      "SELECT kind, text_body FROM outbox_messages WHERE to_address = ? ORDER BY id DESC",
      EMAIL.VOLUNTEER,
    );
    expect(mail?.kind).toBe("organization_edit_decided");
    expect(mail?.text_body).toContain("030 123 45 67 (aangenomen)");
    expect(mail?.text_body).toContain("Sportclub Alpha 1920 (niet aangenomen)");
    expect(await row("SELECT kind FROM notifications WHERE user_id = ?", USER.VOLUNTEER)).toEqual({ kind: "organization_edit_decided" });
    const checked = await row<{ checked_at: string }>("SELECT checked_at FROM organization_checks WHERE organization_id = ?", ORG.CLUB);
    expect(Date.now() - Date.parse(checked?.checked_at ?? "")).toBeLessThan(60_000);
    // Decided once.
    expect((await expectError(await decide("orgAdmin", id, { phone: "accepted", name: "accepted", city: "accepted" }), 422)).code).toBe("transition");
    expect((await club())?.name).toBe("Sportclub Alpha");
  });

  it("lets the centre's staff reject all: nothing changes and the proposer sees the outcome", async () => {
    const id = await proposal();
    const before = await club();
    const { data } = await expectDocument(await decide("staff", id, { phone: "rejected", name: "rejected", city: "rejected" }), 200);
    expect(data.attributes.status).toBe("rejected");
    expect(await club()).toEqual(before);
    // A staff decision is no check by the organization itself.
    expect(await row("SELECT 1 FROM organization_checks WHERE organization_id = ?", ORG.CLUB)).toBeNull();
    const mine = await expectDocument(await sendAs("volunteer", "GET", `${PATH}/${id}`), 200);
    expect(mine.data.attributes.status).toBe("rejected");
    // A new proposal may follow a decided one.
    await expectDocument(await propose("volunteer", { phone: "1" }), 201);
  });
});

describe("who sees proposals", () => {
  it("shows them to the proposer, the organization's admins and its centre's staff only", async () => {
    const { data } = await expectDocument(await propose("volunteer", { phone: "030 123 45 67" }), 201);
    const ids = async (actor: ActorName, query = "") =>
      (await expectDocument(await sendAs(actor, "GET", `${PATH}${query}`), 200)).data.map((d: { id: string }) => d.id);
    expect(await ids("volunteer")).toEqual([data.id]);
    expect(await ids("orgAdmin", "?filter[status_eq]=pending")).toEqual([data.id]);
    expect(await ids("staff", `?filter[organization_id_eq]=${ORG.CLUB}`)).toEqual([data.id]);
    expect(await ids("superAdmin")).toEqual([data.id]);
    expect(await ids("otherStaff")).toEqual([]);
    expect(await ids("otherOrgAdmin")).toEqual([]);
    expect(await ids("otherTenant")).toEqual([]);
    expect((await sendAs("otherOrgAdmin", "GET", `${PATH}/${data.id}`)).status).toBe(404);
    expect((await sendAs("anonymous", "GET", PATH)).status).toBe(401);
    expect((await sendAs("staff", "GET", `${PATH}?filter[status_eq]=maybe`)).status).toBe(400);
  });

  it("hides a contact field marked staff-only from the proposer, not from its admin", async () => {
    await env.DB.prepare("UPDATE organization_profiles SET phone = '010 000 00 00', phone_visibility = 'staff' WHERE organization_id = ?").bind(ORG.CLUB).run();
    const { data } = await expectDocument(await propose("volunteer", { phone: "030 123 45 67" }), 201);
    expect(data.attributes.changes[0].current).toBeNull();
    const admin = await expectDocument(await sendAs("orgAdmin", "GET", `${PATH}/${data.id}`), 200);
    expect(admin.data.attributes.changes[0].current).toBe("010 000 00 00");
  });
});
