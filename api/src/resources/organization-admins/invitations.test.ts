import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, ORG, USER } from "../../../test/account-fixtures";
import { row } from "../../../test/auth";
import { lastMailTo } from "../../../test/mail-fixtures";
import { type ActorName, ORG2, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const INVITEE = "nieuw@example.org";

const invite = (actor: ActorName, email: string, organizationId: number = ORG.CLUB) =>
  sendAs(actor, "POST", "/api/v1/organization_admin_invitations", {
    data: { type: "organization_admin_invitations", attributes: { organization_id: String(organizationId), email } },
  });

const accept = (actor: ActorName, attributes: Record<string, unknown>) =>
  sendAs(actor, "POST", "/api/v1/organization_admin_acceptances", { data: { type: "organization_admin_acceptances", attributes } });

async function tokenMailedTo(to: string) {
  const mail = await lastMailTo(to);
  return /[?&]token=([\w-]+)/.exec(mail!.text_body)![1];
}

const isAdmin = async (userId: number | string, organizationId: number = ORG.CLUB) =>
  (await row(
    "SELECT 1 AS yes FROM roles WHERE user_id = ? AND name = 'admin' AND resource_type = 'Organization' AND resource_id = ?",
    userId,
    organizationId,
  )) !== null;

describe("POST /api/v1/organization_admin_invitations", () => {
  it("answers an address with an account exactly like a new one; only the mail differs", async () => {
    const known = await expectDocument(await invite("orgAdmin", EMAIL.VOLUNTEER), 201);
    const unknown = await expectDocument(await invite("orgAdmin", INVITEE), 201);
    const shape = (d: { data: { type: string; attributes: Record<string, unknown> } }) => ({
      type: d.data.type,
      keys: Object.keys(d.data.attributes).sort(),
      expired: d.data.attributes.expired,
      organization_name: d.data.attributes.organization_name,
    });
    expect(shape(known)).toEqual(shape(unknown));
    expect(unknown.data.attributes).toMatchObject({ email: INVITEE, organization_id: String(ORG.CLUB), expired: false });
    // Nobody got the role yet: the invitation waits for its link.
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
    expect((await lastMailTo(EMAIL.VOLUNTEER))!.text_body).toContain("log in");
    expect((await lastMailTo(INVITEE))!.text_body).toContain("create an account");
  });

  it("re-sends the open invitation when the same address is invited again: one row, a new link", async () => {
    const first = await expectDocument(await invite("orgAdmin", INVITEE), 201);
    const oldToken = await tokenMailedTo(INVITEE);
    const second = await expectDocument(await invite("staff", INVITEE.toUpperCase()), 201);
    expect(second.data.id).toBe(first.data.id);
    expect(await tokenMailedTo(INVITEE)).not.toBe(oldToken);
    await expectError(await sendAs("anonymous", "GET", `/api/v1/organization_admin_acceptances/${oldToken}`), 404);
  });

  it("refuses members, other admins and other centres' staff; 404 for an organization they cannot see", async () => {
    expect((await invite("volunteer", INVITEE)).status).toBe(403);
    expect((await invite("otherOrgAdmin", INVITEE)).status).toBe(403);
    expect((await invite("otherStaff", INVITEE)).status).toBe(403);
    expect((await invite("volunteer", INVITEE, ORG2.NOORD_PENDING)).status).toBe(404);
    expect((await invite("otherTenant", INVITEE)).status).toBe(404);
    expect((await invite("anonymous", INVITEE)).status).toBe(401);
    expect(await row("SELECT 1 FROM organization_admin_invitations")).toBeNull();
    expect(await lastMailTo(INVITEE)).toBeNull();
  });

  it("answers a bad address with a 422 on its field", async () => {
    const error = await expectError(await invite("orgAdmin", "not an address"), 422);
    expect(error.source.pointer).toBe("/data/attributes/email");
  });
});

describe("listing, resending and withdrawing", () => {
  it("lists an organization's open invitations to its admins and staff, and every one of theirs to staff", async () => {
    await invite("orgAdmin", INVITEE);
    await invite("superAdmin", "noord@example.org", ORG2.NOORD_PENDING);
    const own = await expectDocument(await sendAs("orgAdmin", "GET", `/api/v1/organization_admin_invitations?filter[organization_id_eq]=${ORG.CLUB}`), 200);
    expect(own.data.map((d: { attributes: { email: string } }) => d.attributes.email)).toEqual([INVITEE]);
    const staff = await expectDocument(await sendAs("staff", "GET", "/api/v1/organization_admin_invitations"), 200);
    expect(staff.meta.total).toBe(1);
    const superAdmin = await expectDocument(await sendAs("superAdmin", "GET", "/api/v1/organization_admin_invitations"), 200);
    expect(superAdmin.meta.total).toBe(2);
    const volunteer = await expectDocument(await sendAs("volunteer", "GET", "/api/v1/organization_admin_invitations"), 200);
    expect(volunteer.data).toEqual([]);
    expect((await sendAs("otherStaff", "GET", `/api/v1/organization_admin_invitations?filter[organization_id_eq]=${ORG.CLUB}`)).status).toBe(403);
  });

  it("resends with a new link and withdraws; another admin's invitation is a 404", async () => {
    const { data } = await expectDocument(await invite("orgAdmin", INVITEE), 201);
    const before = await tokenMailedTo(INVITEE);
    expect((await sendAs("otherOrgAdmin", "POST", `/api/v1/organization_admin_invitations/${data.id}/resend`)).status).toBe(404);
    await expectDocument(await sendAs("staff", "POST", `/api/v1/organization_admin_invitations/${data.id}/resend`), 200);
    expect(await tokenMailedTo(INVITEE)).not.toBe(before);
    expect((await sendAs("otherOrgAdmin", "DELETE", `/api/v1/organization_admin_invitations/${data.id}`)).status).toBe(404);
    expect((await sendAs("orgAdmin", "DELETE", `/api/v1/organization_admin_invitations/${data.id}`)).status).toBe(204);
    expect(await row("SELECT 1 FROM organization_admin_invitations")).toBeNull();
  });
});

describe("accepting with the mailed link", () => {
  it("makes a new address an admin with a confirmed account of that address", async () => {
    await invite("orgAdmin", INVITEE);
    const token = await tokenMailedTo(INVITEE);
    const shown = await expectDocument(await sendAs("anonymous", "GET", `/api/v1/organization_admin_acceptances/${token}`), 200);
    expect(shown.data.attributes).toMatchObject({ organization_name: "Sportclub Alpha", email: INVITEE });
    const done = await expectDocument(
      await accept("anonymous", { token, first_name: "Nina", last_name: "Nieuw", password: "Nieuw-pass-1", password_confirmation: "Nieuw-pass-1" }),
      200,
    );
    expect(done.meta.account_created).toBe(true);
    const user = await row<{ id: number; status: string; confirmed_at: string | null }>("SELECT id, status, confirmed_at FROM users WHERE email = ?", INVITEE);
    expect(user).toMatchObject({ status: "active" });
    expect(user!.confirmed_at).not.toBeNull();
    expect(await isAdmin(user!.id)).toBe(true);
    // Used once: the link is gone.
    expect((await sendAs("anonymous", "GET", `/api/v1/organization_admin_acceptances/${token}`)).status).toBe(404);
  });

  it("asks the owner of a known address to sign in, and gives a signed-in caller the role", async () => {
    await invite("orgAdmin", EMAIL.VOLUNTEER);
    const token = await tokenMailedTo(EMAIL.VOLUNTEER);
    const refused = await expectError(
      await accept("anonymous", { token, first_name: "X", last_name: "Y", password: "Nieuw-pass-1", password_confirmation: "Nieuw-pass-1" }),
      422,
    );
    expect(refused.code).toBe("account_exists");
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
    const done = await expectDocument(await accept("volunteer", { token }), 200);
    expect(done.meta.account_created).toBe(false);
    expect(await isAdmin(USER.VOLUNTEER)).toBe(true);
  });

  it("does not take an expired link, an unknown one, or one of another tenant", async () => {
    await invite("orgAdmin", INVITEE);
    const token = await tokenMailedTo(INVITEE);
    expect((await accept("otherTenant", { token })).status).toBe(404);
    await env.DB.prepare("UPDATE organization_admin_invitations SET sent_at = '2020-01-01T00:00:00.000Z'").run();
    expect((await accept("volunteer", { token })).status).toBe(404);
    expect((await accept("volunteer", { token: "nothing" })).status).toBe(404);
    expect(await isAdmin(USER.VOLUNTEER)).toBe(false);
  });
});

describe("GET /api/v1/organizations_without_users", () => {
  it("lists staff's organizations nobody holds a role on; refuses everyone else", async () => {
    const staff = await expectDocument(await sendAs("staff", "GET", "/api/v1/organizations_without_users"), 200);
    const names = staff.data.map((d: { attributes: { name: string } }) => d.attributes.name);
    expect(names).toContain("Vrijwilligerscentrale Alpha");
    expect(names).not.toContain("Sportclub Alpha");
    expect(names).not.toContain("Stichting Noord");
    // Each with its own contact address, where a bulk invitation goes (docs/organization-admins.md).
    const centre = staff.data.find((d: { attributes: { name: string } }) => d.attributes.name === "Vrijwilligerscentrale Alpha");
    expect(centre.attributes.email).toBeNull();
    await env.DB.prepare(
      "INSERT INTO organization_profiles (tenant_id, organization_id, email, email_visibility) VALUES ('tenant-a', ?, 'info@alpha.example.org', 'staff')",
    )
      .bind(Number(centre.id))
      .run();
    const again = await expectDocument(await sendAs("staff", "GET", "/api/v1/organizations_without_users"), 200);
    expect(again.data.find((d: { id: string }) => d.id === centre.id).attributes.email).toBe("info@alpha.example.org");
    expect((await sendAs("orgAdmin", "GET", "/api/v1/organizations_without_users")).status).toBe(403);
    expect((await sendAs("anonymous", "GET", "/api/v1/organizations_without_users")).status).toBe(401);
  });
});
