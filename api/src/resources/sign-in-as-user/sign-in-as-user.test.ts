import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { issueTestToken } from "../../../test/auth";
import { CENTER } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations } from "../../../test/organization-fixtures";
import { JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const PATH = "/api/v1/sign_in_as_user";

async function signInAs(headers: Record<string, string>, data: Record<string, unknown>, tenant?: string) {
  return apiFetch(PATH, {
    ...(tenant && { tenant }),
    method: "POST",
    headers: { ...headers, "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type: "users", ...data } }),
  });
}

async function asActor(actor: ActorName, userId: number | string) {
  const { tenant, headers } = await as(actor);
  return signInAs(headers, { attributes: { user_id: userId } }, tenant);
}

const moveHome = (userId: number, center: number) => env.DB.prepare("UPDATE users SET volunteer_center_id = ? WHERE id = ?").bind(center, userId).run();

describe("POST /api/v1/sign_in_as_user", () => {
  it("gives staff a new session of a user of their centre and keeps theirs", async () => {
    const mine = await issueTestToken(USER.STAFF, EMAIL.STAFF);
    const response = await signInAs(mine, {
      attributes: { user_id: String(USER.VOLUNTEER) },
    });
    const document = await expectDocument(response, 200);
    expect(document.data.id).toBe(String(USER.VOLUNTEER));
    expect(response.headers.get("uid")).toBe(EMAIL.VOLUNTEER);
    expect(response.headers.get("token-type")).toBe("Bearer");
    expect(Number(response.headers.get("expiry"))).toBeGreaterThan(Date.now() / 1000);
    const theirs = {
      "access-token": response.headers.get("access-token")!,
      client: response.headers.get("client")!,
      uid: response.headers.get("uid")!,
    };
    expect(theirs.client).not.toBe(mine.client);
    const asVolunteer = await expectDocument(await apiFetch("/api/v1/current_user", { headers: theirs }), 200);
    expect(asVolunteer.data.id).toBe(String(USER.VOLUNTEER));
    const asStaff = await expectDocument(await apiFetch("/api/v1/current_user", { headers: mine }), 200);
    expect(asStaff.data.id).toBe(String(USER.STAFF));
  });

  it("takes the id as data.id too, and lets a super admin sign in as anyone of the tenant", async () => {
    const { headers } = await as("superAdmin");
    const document = await expectDocument(await signInAs(headers, { id: String(USER.STAFF) }), 200);
    expect(document.data.id).toBe(String(USER.STAFF));
    await expectDocument(await asActor("superAdmin", USER.OTHER_CENTER), 200);
  });

  it.each<[ActorName, number, number]>([
    ["anonymous", USER.VOLUNTEER, 401],
    ["volunteer", USER.ADMIN, 403],
    ["orgAdmin", USER.ADMIN, 403],
    ["otherOrgAdmin", USER.VOLUNTEER, 404],
    ["otherStaff", USER.VOLUNTEER, 404],
    ["staff", USER.OTHER_CENTER, 404],
    ["otherTenant", USER.VOLUNTEER, 404],
    ["superAdmin", USER.B_VOLUNTEER, 404],
    ["staff", 999, 404],
  ])("refuses %s as user %i (%i)", async (actor, id, status) => {
    await expectError(await asActor(actor, id), status);
  });

  it("refuses staff a super admin or staff of another centre living in their centre", async () => {
    await moveHome(USER.SUPER_ADMIN, CENTER.A1);
    await moveHome(USER.OTHER_CENTER, CENTER.A1);
    await expectError(await asActor("staff", USER.SUPER_ADMIN), 403);
    await expectError(await asActor("staff", USER.OTHER_CENTER), 403);
  });

  it.each<[number, string]>([
    [USER.INACTIVE, "inactive"],
    [USER.UNCONFIRMED, "unconfirmed"],
  ])("answers 422 for an account that cannot sign in (%i)", async (id, code) => {
    const error = await expectError(await asActor("staff", id), 422);
    expect(error).toMatchObject({
      code,
      source: { pointer: "/data/attributes/user_id" },
    });
  });

  it("names a pending invitation rather than the unconfirmed address it implies", async () => {
    await env.DB.prepare("UPDATE users SET status = 'invited' WHERE id = ?").bind(USER.UNCONFIRMED).run();
    const error = await expectError(await asActor("staff", USER.UNCONFIRMED), 422);
    expect(error.code).toBe("invited");
  });

  it("answers 422 without a user id", async () => {
    const { headers } = await as("staff");
    const error = await expectError(await signInAs(headers, { attributes: {} }), 422);
    expect(error.code).toBe("blank");
  });
});
