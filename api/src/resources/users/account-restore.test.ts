import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, PASSWORD, USER } from "../../../test/account-fixtures";
import { row, signIn } from "../../../test/auth";
import { type ActorName, as, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, postDocument } from "../../../test/request";
import { removeDueAccounts } from "./removal";

// Decision 0017: a deleted account is hidden and cannot sign in, its centre's staff and super
// admins see it among the deleted ones and can restore it as it was until its removal.

beforeEach(async () => {
  await seedOrganizations(env.DB);
  // Anton (admin of a club, member of a school) deletes his own account.
  expect((await sendAs("orgAdmin", "DELETE", `/api/v1/users/${USER.ADMIN}`)).status).toBe(204);
});

const list = async (actor: ActorName, query = "") => expectDocument(await apiFetch(`/api/v1/users?${query}`, await as(actor)), 200);
const ids = (document: Doc) => document.data.map((u: Doc) => Number(u.id));
const restore = (actor: ActorName, id: number | string = USER.ADMIN) => sendAs(actor, "POST", `/api/v1/users/${id}/restore`);
const roles = () => env.DB.prepare("SELECT name, resource_type, resource_id FROM roles WHERE user_id = ? ORDER BY name").bind(USER.ADMIN).all();

describe("a deleted account awaiting removal", () => {
  it("is in no list, no search and no user page; staff and super admins find it among the deleted, with its removal date", async () => {
    expect(ids(await list("staff"))).not.toContain(USER.ADMIN);
    expect(ids(await list("staff", "filter[first_name_or_last_name_or_email_cont]=anton"))).toEqual([]);
    expect(ids(await list("superAdmin"))).not.toContain(USER.ADMIN);
    expect((await apiFetch(`/api/v1/users/${USER.ADMIN}`, await as("staff"))).status).toBe(404);
    for (const actor of ["staff", "superAdmin"] as const) {
      const deleted = await list(actor, "filter[deleted]=true");
      expect(ids(deleted)).toEqual([USER.ADMIN]);
      expect(deleted.data[0].attributes.removal_due_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // Staff of another centre do not see it; an organization admin may not ask.
    expect(ids(await list("otherStaff", "filter[deleted]=true"))).toEqual([]);
    expect((await apiFetch("/api/v1/users?filter[deleted]=true", await as("otherOrgAdmin"))).status).toBe(403);
    expect((await apiFetch("/api/v1/users?filter[deleted]=maybe", await as("staff"))).status).toBe(400);
  });

  it("comes back as it was when its centre's staff restore it: it can sign in, its roles and data intact", async () => {
    const document = await expectDocument(await restore("staff"), 200);
    expect(document.data.attributes).toMatchObject({ email: EMAIL.ADMIN, first_name: "Anton", status: "active", removal_due_at: null });
    expect((await roles()).results).toEqual([
      { name: "admin", resource_type: "Organization", resource_id: expect.any(Number) },
      { name: "member", resource_type: "Organization", resource_id: expect.any(Number) },
    ]);
    expect(await row("SELECT count(*) AS n FROM held_roles WHERE user_id = ?", USER.ADMIN)).toEqual({ n: 0 });
    expect((await signIn(EMAIL.ADMIN, PASSWORD)).status).toBe(200);
    expect(ids(await list("staff"))).toContain(USER.ADMIN);
    expect(ids(await list("staff", "filter[deleted]=true"))).toEqual([]);
    // Nothing left for the cron to remove, ever.
    expect(await removeDueAccounts(env, new Date(Date.now() + 365 * 86_400_000))).toBe(0);
    expect(await row("SELECT email FROM users WHERE id = ?", USER.ADMIN)).toEqual({ email: EMAIL.ADMIN });
    // Restored once: a second restore finds nothing.
    expect((await restore("staff")).status).toBe(404);
  });

  it.each<[ActorName, number | string, number]>([
    ["anonymous", USER.ADMIN, 401],
    ["volunteer", USER.ADMIN, 403],
    ["otherOrgAdmin", USER.ADMIN, 403],
    ["otherStaff", USER.ADMIN, 404],
    ["otherTenant", USER.ADMIN, 403],
    ["staff", USER.VOLUNTEER, 404],
    ["staff", 999999, 404],
    ["staff", "abc", 404],
  ])("refuses %s restoring %s (%i), restoring nothing", async (actor, id, status) => {
    expect((await restore(actor, id)).status).toBe(status);
    expect(await row("SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = ?", USER.ADMIN)).toEqual({ deleted: 1 });
  });

  it("cannot be restored once the cron has anonymised it", async () => {
    expect(await removeDueAccounts(env, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await restore("superAdmin")).status).toBe(404);
  });

  it("keeps its address: a sign-up with it answers as any sign-up, creates nothing and tells the owner until when the centre can restore it", async () => {
    const before = await row<{ n: number }>("SELECT count(*) AS n FROM users");
    const attributes = { email: EMAIL.ADMIN, password: "Brand-new-pass-1", password_confirmation: "Brand-new-pass-1", first_name: "A", last_name: "B" };
    const response = await postDocument("/api/v1/users", "users", attributes, { settle: true });
    expect(response.status).toBe(202);
    expect(await row<{ n: number }>("SELECT count(*) AS n FROM users")).toEqual(before);
    const mails = await env.DB.prepare("SELECT kind FROM outbox_messages WHERE to_address = ? ORDER BY id").bind(EMAIL.ADMIN).all();
    expect(mails.results).toEqual([{ kind: "account_deleted" }, { kind: "account_deleted" }]);
  });
});
