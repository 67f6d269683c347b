import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, ROLE, ORG, TENANT_A, TENANT_B, USER, seedAccounts } from "../../../test/account-fixtures";
import { type Credentials, credentialsOf, issueTestToken, row, signIn } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { type Doc, JSON_API, apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";
import { createDb } from "../../db/client";
import { notify } from "../../notifications/notify";
import type { TenantId } from "../../tenancy";

beforeEach(() => seedAccounts(env.DB));

const PATH = "/api/v1/current_user";
const get = (credentials: Credentials, query = "") => apiFetch(`${PATH}${query}`, { headers: { ...credentials } });
// Every PATCH here is Vera's (the volunteer's) own: her id, unless a test names another.
const patch = (credentials: Credentials, attributes: object, extra: object = { id: String(USER.VOLUNTEER) }) =>
  apiFetch(PATH, {
    method: "PATCH",
    headers: { ...credentials, "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type: "users", ...extra, attributes } }),
  });

describe("GET /api/v1/current_user", () => {
  it("answers the signed-in user with role linkage, and role resources with include=roles", async () => {
    const token = await issueTestToken(USER.ADMIN, EMAIL.ADMIN);
    const plain = await expectDocument(await get(token), 200);
    expect(plain.data).toMatchObject({
      type: "users",
      id: String(USER.ADMIN),
      attributes: {
        email: EMAIL.ADMIN,
        first_name: "Anton",
        locale: "en",
        status: "active",
      },
      relationships: {
        roles: {
          data: [
            { type: "roles", id: String(ROLE.ADMIN_CLUB) },
            { type: "roles", id: String(ROLE.MEMBER_SCHOOL) },
          ],
        },
      },
    });
    expect(plain.included).toBeUndefined();
    const withRoles = await expectDocument(await get(credentialsOf(await get(token)) ?? token, "?include=roles"), 200);
    expect(withRoles.included).toEqual([
      {
        type: "roles",
        id: String(ROLE.ADMIN_CLUB),
        attributes: {
          name: "admin",
          resource_type: "Organization",
          resource_id: String(ORG.CLUB),
        },
      },
      {
        type: "roles",
        id: String(ROLE.MEMBER_SCHOOL),
        attributes: {
          name: "member",
          resource_type: "Organization",
          resource_id: String(ORG.SCHOOL),
        },
      },
    ]);
  });

  it("shows global and centre-scoped roles", async () => {
    const sup = await expectDocument(await get(await issueTestToken(USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN), "?include=roles"), 200);
    expect(sup.included[0].attributes).toEqual({
      name: "super_admin",
      resource_type: null,
      resource_id: null,
    });
    const staff = await expectDocument(await get(await issueTestToken(USER.STAFF, EMAIL.STAFF), "?include=roles"), 200);
    expect(staff.included[0].attributes).toEqual({
      name: "staff",
      resource_type: "VolunteerCenter",
      resource_id: String(CENTER.A1),
    });
  });

  it("answers 401 without (valid) credentials, and 400 for an unknown include", async () => {
    const error = await expectError(await apiFetch(PATH), 401);
    expect(error.title).toBe("Unauthorized");
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    expect((await get(token, "?include=organizations")).status).toBe(400);
  });

  it("includes the organizations the user may act for and the newest notifications, as their own calls answer them", async () => {
    const db = createDb(env.DB);
    for (let i = 0; i < 7; i++)
      await notify(db, TENANT_A as TenantId, {
        userIds: [USER.ADMIN],
        kind: "vacancy_expiring",
        subject: { type: "Vacancy", id: i + 1 },
        path: `/vacancies/${i + 1}`,
      })!.run();
    await env.DB.prepare("UPDATE notifications SET read_at = created_at WHERE user_id = ? AND subject_id <= 2").bind(USER.ADMIN).run();
    let token: Credentials = await issueTestToken(USER.ADMIN, EMAIL.ADMIN);
    const ask = async (path: string) => {
      const response = await apiFetch(path, { headers: { ...token } });
      token = credentialsOf(response) ?? token;
      return expectDocument(response, 200);
    };
    const folded = await ask(`${PATH}?include=roles,current_organizations,notifications`);
    const organizations = await ask("/api/v1/current_organizations");
    const list = await ask("/api/v1/notifications?page[size]=5");

    const { current_organizations: mine, notifications } = folded.data.relationships;
    expect(mine.data).toEqual(organizations.data.map(({ type, id }: Doc) => ({ type, id })));
    expect(mine.data.map((o: Doc) => o.id)).toEqual([String(ORG.CLUB), String(ORG.SCHOOL)]);
    expect(notifications.data).toEqual(list.data.map(({ type, id }: Doc) => ({ type, id })));
    expect(notifications.data).toHaveLength(5);
    expect(notifications.meta).toEqual({ total: 7, unread_count: 5 });
    const included = (type: string) => folded.included.filter((r: Doc) => r.type === type).map(({ links: _, ...r }: Doc) => r);
    const withoutLinks = (doc: Doc) => doc.data.map(({ links: _, ...r }: Doc) => r);
    expect(included("organizations")).toEqual(withoutLinks(organizations));
    expect(included("notifications")).toEqual(withoutLinks(list));
    expect(included("roles")).toHaveLength(2);

    // Asked for without them, the user names neither relationship (nothing is read for them).
    const plain = await ask(PATH);
    expect(Object.keys(plain.data.relationships)).toEqual(["roles"]);
    const onlyOrganizations = await ask(`${PATH}?include=current_organizations&fields[users]=email,current_organizations`);
    expect(Object.keys(onlyOrganizations.data.relationships)).toEqual(["current_organizations"]);
    expect(onlyOrganizations.included.map((r: Doc) => r.type)).toEqual(["organizations", "organizations"]);
  });

  it("answers the same includes to a PATCH (read after the write, not beside the session), and none to a wrong token", async () => {
    const token = await issueTestToken(USER.ADMIN, EMAIL.ADMIN);
    const wrong = await apiFetch(`${PATH}?include=current_organizations,notifications`, { headers: { ...token, "access-token": "not-the-token" } });
    const refused = await expectError(wrong, 401);
    expect(JSON.stringify(refused)).not.toContain("organizations");
    const response = await apiFetch(`${PATH}?include=current_organizations,notifications`, {
      method: "PATCH",
      headers: { ...token, "Content-Type": JSON_API },
      body: JSON.stringify({ data: { type: "users", id: String(USER.ADMIN), attributes: { first_name: "Antoon" } } }),
    });
    const patched = await expectDocument(response, 200);
    expect(patched.data.attributes.first_name).toBe("Antoon");
    expect(patched.data.relationships.current_organizations.data.map((o: Doc) => o.id)).toEqual([String(ORG.CLUB), String(ORG.SCHOOL)]);
    expect(patched.data.relationships.notifications).toEqual({ data: [], meta: { total: 0, unread_count: 0 } });
  });

  it("includes no one else's organizations or notifications", async () => {
    await notify(createDb(env.DB), TENANT_A as TenantId, {
      userIds: [USER.ADMIN],
      kind: "vacancy_expiring",
      subject: { type: "Vacancy", id: 1 },
      path: "/vacancies/1",
    })!.run();
    const volunteer = await expectDocument(
      await get(await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER), "?include=current_organizations,notifications"),
      200,
    );
    expect(volunteer.data.relationships.current_organizations.data).toEqual([]);
    expect(volunteer.data.relationships.notifications).toEqual({ data: [], meta: { total: 0, unread_count: 0 } });
    expect(volunteer.included ?? []).toEqual([]);
  });

  it("counts the pending organizations the user may approve or deny: their centre's for staff, the tenant's for super admins", async () => {
    const toReview = async (user: number, email: string, method = "GET") => {
      const response = await apiFetch(`${PATH}?include=organizations_to_review`, {
        method,
        headers: { ...(await issueTestToken(user, email)), ...(method === "PATCH" && { "Content-Type": JSON_API }) },
        ...(method === "PATCH" && { body: JSON.stringify({ data: { type: "users", id: String(user), attributes: {} } }) }),
      });
      const relationship = (await expectDocument(response, 200)).data.relationships.organizations_to_review;
      // Only the count: no linkage, nothing included.
      expect(Object.keys(relationship)).toEqual(["meta"]);
      return relationship.meta.total;
    };
    const staffBefore = await toReview(USER.STAFF, EMAIL.STAFF);
    const superBefore = await toReview(USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN);
    const pending = (id: number, centre: number | null) =>
      env.DB.prepare(
        "INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at) VALUES (?, ?, ?, ?, 'Foundation', 'pending', '2026-01-01T00:00:00.000Z')",
      )
        .bind(id, TENANT_A, centre, `Wachtend ${id}`)
        .run();
    await pending(9801, CENTER.A1);
    await pending(9802, CENTER.A1);
    await pending(9803, CENTER.A2);
    await pending(9804, null);
    // Another tenant's: never counted.
    await env.DB.prepare("UPDATE organizations SET status = 'pending' WHERE id = ?").bind(ORG.B_CLUB).run();

    expect(await toReview(USER.STAFF, EMAIL.STAFF)).toBe(staffBefore + 2);
    // As the staff's own list of pending organizations counts them.
    const list = await apiFetch("/api/v1/organizations?filter[status_eq]=pending&count=capped", {
      headers: { ...(await issueTestToken(USER.STAFF, EMAIL.STAFF)) },
    });
    expect((await expectDocument(list, 200)).meta.total).toBe(staffBefore + 2);
    expect(await toReview(USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN)).toBe(superBefore + 4);
    expect(await toReview(USER.SUPER_ADMIN, EMAIL.SUPER_ADMIN, "PATCH")).toBe(superBefore + 4);
    expect(await toReview(USER.VOLUNTEER, EMAIL.VOLUNTEER)).toBe(0);
    // A decision taken is off the count.
    await env.DB.prepare("UPDATE organizations SET status = 'approved' WHERE id = 9801").run();
    expect(await toReview(USER.STAFF, EMAIL.STAFF)).toBe(staffBefore + 1);
  });

  it("keeps users of one tenant invisible to another", async () => {
    const token = await issueTestToken(USER.B_VOLUNTEER, EMAIL.VOLUNTEER, {
      tenant: TENANT_B,
    });
    const atB = await expectDocument(await apiFetch(PATH, { tenant: TENANT_B, headers: { ...token } }), 200);
    expect(atB.data.id).toBe(String(USER.B_VOLUNTEER));
    expect((await get(token)).status).toBe(401);
  });
});

describe("PATCH /api/v1/current_user", () => {
  it("updates names, phone, locale and periodic mail", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const document = await expectDocument(
      await patch(
        token,
        {
          first_name: " Veerle ",
          phone: "+31 6 1234 5678",
          locale: "en",
          periodic_mail: "weekly",
        },
        { id: String(USER.VOLUNTEER) },
      ),
      200,
    );
    expect(document.data.attributes).toMatchObject({
      first_name: "Veerle",
      last_name: "Vos",
      phone: "+31 6 1234 5678",
      locale: "en",
      periodic_mail: "weekly",
    });
    const cleared = await expectDocument(await patch(token, { phone: "" }), 200);
    expect(cleared.data.attributes.phone).toBeNull();
  });

  it("answers 422 with a source.pointer per invalid attribute", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const document = await expectDocument(
      await patch(token, {
        first_name: "",
        last_name: "x".repeat(101),
        phone: "call me",
        locale: "fr",
        periodic_mail: "daily",
        status: "active",
      }),
      422,
    );
    const byPointer = Object.fromEntries(document.errors.map((e: Doc) => [e.source.pointer, e.detail]));
    expect(byPointer).toEqual({
      "/data/attributes/first_name": "First name can't be blank.",
      "/data/attributes/last_name": "Last name is too long (maximum is 100 characters).",
      "/data/attributes/phone": "Phone may only contain digits, spaces and + - ( ) .",
      "/data/attributes/locale": "Locale must be one of: nl, en.",
      "/data/attributes/periodic_mail": "Periodic mail must be one of: none, weekly, monthly.",
      "/data/attributes/status": "status is not an attribute that can be set here.",
    });
    const stored = await row<{ first_name: string }>("SELECT first_name FROM users WHERE id = ?", USER.VOLUNTEER);
    expect(stored!.first_name).toBe("Vera");
  });

  it("answers 409 for another user's id", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const error = await expectError(await patch(token, { first_name: "X" }, { id: String(USER.ADMIN) }), 409);
    expect(error.source).toEqual({ pointer: "/data/id" });
  });

  it("changes the e-mail address only after the new address is confirmed, with the current password", async () => {
    const token = await issueTestToken(USER.VOLUNTEER, EMAIL.VOLUNTEER);
    const noPassword = await expectDocument(await patch(token, { email: "vera.new@example.org" }), 422);
    expect(noPassword.errors[0].source.pointer).toBe("/data/attributes/current_password");
    const wrong = await expectDocument(
      await patch(token, {
        email: "vera.new@example.org",
        current_password: "nope-nope",
      }),
      422,
    );
    expect(wrong.errors[0]).toMatchObject({
      code: "invalid",
      source: { pointer: "/data/attributes/current_password" },
    });
    const taken = await expectDocument(await patch(token, { email: EMAIL.ADMIN, current_password: PASSWORD }), 422);
    expect(taken.errors[0]).toMatchObject({
      code: "taken",
      source: { pointer: "/data/attributes/email" },
    });

    const pending = await expectDocument(
      await patch(token, {
        email: "Vera.New@example.org",
        current_password: PASSWORD,
        confirm_success_url: "http://localhost:8787/confirm",
      }),
      200,
    );
    expect(pending.data.attributes).toMatchObject({
      email: EMAIL.VOLUNTEER,
      unconfirmed_email: "vera.new@example.org",
    });
    const mail = await row<{ text_body: string; kind: string }>("SELECT * FROM outbox_messages WHERE to_address = 'vera.new@example.org'");
    expect(mail!.kind).toBe("reconfirmation");
    const confirmationToken = new URL(/(https?:\/\/\S+)/.exec(mail!.text_body)![1]).searchParams.get("confirmation_token")!;
    const confirmed = await expectDocument(await postDocument("/api/v1/confirm", "users", { confirmation_token: confirmationToken }), 200);
    expect(confirmed.data.attributes).toMatchObject({
      email: "vera.new@example.org",
      unconfirmed_email: null,
    });
    // The uid changed: old sessions end; signing in with the new address works.
    expect((await get(token)).status).toBe(401);
    expect((await signIn("vera.new@example.org", PASSWORD)).status).toBe(200);
  });
});
