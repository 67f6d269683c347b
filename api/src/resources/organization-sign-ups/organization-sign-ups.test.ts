import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_B } from "../../../test/account-fixtures";
import { credentialsOf, row, signIn } from "../../../test/auth";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { ACTORS, seedOrganizations } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, postDocument } from "../../../test/request";
import { ADMIN_PASSWORD, admin, postSignUp, rows, signUpAttributes, signedUp } from "../../../test/sign-up-requests";
import { SIGN_UP_ACCEPTED } from "../users/sign-up";

beforeEach(() => seedOrganizations(env.DB));

const mailsTo = (to: string) =>
  rows<{
    kind: string;
    locale: string;
    text_body: string;
    user_id: number;
    subject: string;
  }>("SELECT * FROM outbox_messages WHERE to_address = ? ORDER BY id", to);

describe("POST /api/v1/organization_sign_ups", () => {
  it("creates a pending organization and its unconfirmed admin, mails the admin and the centre's staff", async () => {
    const response = await postSignUp();
    expect(await expectDocument(response, 202)).toEqual(SIGN_UP_ACCEPTED);
    expect(response.headers.get("Location")).toBeNull();
    const { organizationId: id, userId } = (await signedUp())!;
    expect(await row("SELECT tenant_id, volunteer_center_id, status, type FROM organizations WHERE id = ?", id)).toEqual({
      tenant_id: TENANT_A,
      volunteer_center_id: CENTER.A1,
      status: "pending",
      type: "Foundation",
    });
    expect(await row("SELECT description, website FROM organization_profiles WHERE organization_id = ?", id)).toEqual({
      description: "Samen repareren.",
      website: "https://repair.example.org",
    });
    expect(await row("SELECT street, house_number, city, postal_code FROM organization_addresses WHERE organization_id = ?", id)).toEqual({
      street: "Dorpsstraat",
      house_number: "3",
      city: "Alpha",
      postal_code: null,
    });
    expect(await rows("SELECT tenant_id, name, resource_type, resource_id FROM roles WHERE user_id = ?", userId)).toEqual([
      {
        tenant_id: TENANT_A,
        name: "admin",
        resource_type: "Organization",
        resource_id: id,
      },
    ]);
    const user = await row<Record<string, unknown>>("SELECT * FROM users WHERE id = ?", userId);
    expect(user).toMatchObject({
      tenant_id: TENANT_A,
      volunteer_center_id: CENTER.A1,
      confirmed_at: null,
      status: "active",
    });
    expect(user!.password_digest).toMatch(/^pbkdf2-sha256\$100000\$/);

    const [confirmation] = await mailsTo(admin.email);
    expect(confirmation).toMatchObject({
      kind: "confirmation",
      locale: "en",
      user_id: userId,
    });
    expect(confirmation.text_body).toContain("http://localhost:8787/confirm?confirmation_token=");
    // Stella is staff of centre A1, the organization's; Otto (centre A2) hears nothing.
    const [staffMail, ...more] = await mailsTo(ACTORS.staff.email);
    expect(more).toEqual([]);
    expect(staffMail).toMatchObject({
      kind: "organization_pending",
      locale: "nl",
      user_id: ACTORS.staff.id,
    });
    expect(staffMail.subject).toBe("Repair Café Alpha wacht op goedkeuring");
    expect(staffMail.text_body).toContain("http://localhost:8787/organizations/approve");
    expect(await mailsTo(ACTORS.otherStaff.email)).toEqual([]);
  });

  it("lets the admin sign in once confirmed, as admin of the pending organization", async () => {
    await expectDocument(await postSignUp(), 202);
    const { organizationId } = (await signedUp())!;
    expect((await signIn(admin.email, ADMIN_PASSWORD)).status).toBe(401);
    const [mail] = await mailsTo(admin.email);
    const token = new URL(/(https?:\/\/\S+)/.exec(mail.text_body)![1]).searchParams.get("confirmation_token");
    const confirmed = await postDocument("/api/v1/confirm", "users", { confirmation_token: token });
    expect(confirmed.status).toBe(200);
    const credentials = credentialsOf(await signIn(admin.email, ADMIN_PASSWORD));
    const mine = await expectDocument(
      await apiFetch("/api/v1/current_organizations", {
        headers: credentials!,
      }),
      200,
    );
    expect(mine.data.map((o: { id: string }) => o.id)).toEqual([String(organizationId)]);
    expect(mine.data[0].attributes.status).toBe("pending");
  });

  it("lands at the request's centre and tenant; the other centres' staff are not mailed", async () => {
    await expectDocument(
      await postSignUp(signUpAttributes, {
        headers: { "Volunteer-Center-Id": String(CENTER.A2) },
      }),
      202,
    );
    expect((await signedUp())!.volunteerCenterId).toBe(CENTER.A2);
    expect((await mailsTo(ACTORS.otherStaff.email)).map((m) => m.kind)).toEqual(["organization_pending"]);
    expect(await mailsTo(ACTORS.staff.email)).toEqual([]);

    await expectDocument(await postSignUp({ ...signUpAttributes, admin: { ...admin, email: "bo@example.org" } }, { tenant: TENANT_B }), 202);
    expect(await signedUp("bo@example.org", TENANT_B)).toMatchObject({
      volunteerCenterId: CENTER.B1,
      tenantId: TENANT_B,
    });
    // Only the sign-up at A2 is tenant A's.
    expect(await rows("SELECT id FROM organizations WHERE tenant_id = ? AND name = ?", TENANT_A, "Repair Café Alpha")).toHaveLength(1);
  });

  it("refuses another tenant's centre as Volunteer-Center-Id (404), creating nothing", async () => {
    const response = await postSignUp(signUpAttributes, {
      headers: { "Volunteer-Center-Id": String(CENTER.B1) },
    });
    const document = await expectDocument(response, 404);
    expect(document.errors[0].source).toEqual({
      header: "Volunteer-Center-Id",
    });
    expect(await rows("SELECT id FROM users WHERE email = ?", admin.email)).toEqual([]);
  });

  it("stores the themes ticked (issue 49) and refuses another centre's theme before answering, storing nothing", async () => {
    const [sport, care, elsewhere] = [9201, 9202, 9203];
    await env.DB.prepare(
      "INSERT INTO tags (id, tenant_id, volunteer_center_id, name, kind) VALUES (?, ?, ?, 'Sport', 'activity'), (?, ?, ?, 'Zorg', NULL), (?, ?, ?, 'Elders', NULL)",
    )
      .bind(sport, TENANT_A, CENTER.A1, care, TENANT_A, CENTER.A1, elsewhere, TENANT_A, CENTER.A2)
      .run();
    const refused = await expectDocument(await postSignUp({ ...signUpAttributes, tag_ids: [String(sport), String(elsewhere)] }), 422);
    expect(refused.errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toEqual(["/data/attributes/tag_ids"]);
    expect(await signedUp()).toBeUndefined();

    await expectDocument(await postSignUp({ ...signUpAttributes, tag_ids: [String(sport), String(care)] }), 202);
    const { organizationId } = (await signedUp())!;
    expect(await rows("SELECT tag_id FROM organization_tags WHERE organization_id = ? ORDER BY tag_id", organizationId)).toEqual([
      { tag_id: sport },
      { tag_id: care },
    ]);
  });

  it("is not public while pending", async () => {
    await expectDocument(await postSignUp(), 202);
    const list = await expectDocument(await apiFetch("/api/v1/organizations?filter[name_cont]=Repair"), 200);
    expect(list.data).toEqual([]);
  });
});
