import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { issueTestToken } from "../../../test/auth";
import { EMAILS, TENANT, WORLD, seedWorld } from "../../../test/authorization-world";
import { type Doc, JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";
import { createDb } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { notify } from "../../notifications/notify";

const X = TENANT.X as TenantId;

const PATH = "/api/v1/notifications";
type Who = "volunteer" | "adminA" | "adminB" | "staffA" | "userY";

async function as(who: Who) {
  const tenant = who === "userY" ? TENANT.Y : TENANT.X;
  return { tenant, headers: await issueTestToken(WORLD[who], EMAILS[who], { tenant }) };
}

async function call(who: Who, method: string, path: string, body?: unknown) {
  const { tenant, headers } = await as(who);
  return apiFetch(path, {
    tenant,
    method,
    headers: { ...headers, ...(body !== undefined && { "Content-Type": JSON_API }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const rows = async (userId: number) =>
  (
    await env.DB.prepare("SELECT kind, subject_type, subject_id, params, path, read_at FROM notifications WHERE user_id = ? ORDER BY id")
      .bind(userId)
      .all<Doc>()
  ).results;

async function seedNotifications(userId: number, count: number, tenant: string = TENANT.X) {
  const db = createDb(env.DB);
  for (let i = 0; i < count; i++)
    await notify(db, tenant as TenantId, {
      userIds: [userId],
      kind: "application_received",
      subject: { type: "Application", id: WORLD.applicationA },
      path: `/applications/${WORLD.applicationA}`,
      params: { vacancy: `Vacancy ${i}`, applicant: "Vera" },
    })!.run();
}

beforeEach(async () => {
  await seedWorld(env.DB);
  await env.DB.exec("DELETE FROM notifications");
});

describe("notify()", () => {
  it("tells each user once, and nobody for guests", async () => {
    const db = createDb(env.DB);
    expect(notify(db, X, { userIds: [null, undefined], kind: "vacancy_expiring", subject: { type: "Vacancy", id: 1 }, path: "/" })).toBeUndefined();
    await notify(db, X, {
      userIds: [WORLD.adminA, WORLD.adminA, null],
      kind: "vacancy_expiring",
      subject: { type: "Vacancy", id: WORLD.vacancyA },
      path: `/vacancies/${WORLD.vacancyA}/edit`,
      params: { vacancy: "Vacancy A", date: "2026-12-01" },
    })!.run();
    expect(await rows(WORLD.adminA)).toEqual([
      {
        kind: "vacancy_expiring",
        subject_type: "Vacancy",
        subject_id: WORLD.vacancyA,
        params: '{"vacancy":"Vacancy A","date":"2026-12-01"}',
        path: `/vacancies/${WORLD.vacancyA}/edit`,
        read_at: null,
      },
    ]);
  });
});

describe("GET /api/v1/notifications", () => {
  it("pages one's own, newest first, with the total and the unread count", async () => {
    await seedNotifications(WORLD.adminA, 3);
    await seedNotifications(WORLD.adminB, 2);
    const document = await expectDocument(await call("adminA", "GET", `${PATH}?page[size]=2`), 200);
    expect(document.meta).toEqual({ total: 3, unread_count: 3 });
    expect(document.data.map((n: Doc) => n.attributes.params.vacancy)).toEqual(["Vacancy 2", "Vacancy 1"]);
    expect(document.data[0].attributes).toMatchObject({ kind: "application_received", subject_type: "Application", read: false, read_at: null });
    expect(new URL(document.links.next).searchParams.get("page[number]")).toBe("2");
    // The second page is the rest, and the unread filter its own list (each statement binds its page).
    const second = await expectDocument(await call("adminA", "GET", `${PATH}?page[size]=2&page[number]=2`), 200);
    expect(second.data.map((n: Doc) => n.attributes.params.vacancy)).toEqual(["Vacancy 0"]);
    const unread = await expectDocument(await call("adminA", "GET", `${PATH}?page[size]=1&page[number]=3&filter[unread]=true`), 200);
    expect(unread.data.map((n: Doc) => n.attributes.params.vacancy)).toEqual(["Vacancy 0"]);
  });

  it("filters the unread ones", async () => {
    await seedNotifications(WORLD.adminA, 2);
    await env.DB.prepare("UPDATE notifications SET read_at = '2026-01-01T00:00:00.000Z' WHERE id = (SELECT min(id) FROM notifications)").run();
    const document = await expectDocument(await call("adminA", "GET", `${PATH}?filter[unread]=true`), 200);
    expect(document.meta).toEqual({ total: 1, unread_count: 1 });
  });

  it("is 401 signed out and 400 for an unknown filter", async () => {
    await expectError(await apiFetch(PATH, { tenant: TENANT.X }), 401);
    await expectError(await call("adminA", "GET", `${PATH}?filter[user_id_eq]=1`), 400);
  });
});

describe("PATCH /api/v1/notifications/:id and mark_all_read", () => {
  it("marks one's own read and unread again; anybody else's is a 404 and stays unread", async () => {
    await seedNotifications(WORLD.adminA, 1);
    const id = String((await env.DB.prepare("SELECT id FROM notifications").first<{ id: number }>())!.id);
    const read = { data: { type: "notifications", id, attributes: { read: true } } };
    for (const who of ["adminB", "volunteer", "userY"] as const) await expectError(await call(who, "PATCH", `${PATH}/${id}`, read), 404);
    expect((await rows(WORLD.adminA))[0].read_at).toBeNull();
    const document = await expectDocument(await call("adminA", "PATCH", `${PATH}/${id}`, read), 200);
    expect(document.data.attributes.read).toBe(true);
    const unread = { data: { type: "notifications", id, attributes: { read: false } } };
    expect((await expectDocument(await call("adminA", "PATCH", `${PATH}/${id}`, unread), 200)).data.attributes.read).toBe(false);
    await expectError(await call("adminA", "PATCH", `${PATH}/${id}`, { data: { type: "notifications", id, attributes: { read: "yes" } } }), 422);
  });

  it("marks all of one's own read, nobody else's", async () => {
    await seedNotifications(WORLD.adminA, 3);
    await seedNotifications(WORLD.adminB, 1);
    const document = await expectDocument(await call("adminA", "POST", `${PATH}/mark_all_read`), 200);
    expect(document.meta).toEqual({ marked_read: 3, unread_count: 0 });
    expect((await rows(WORLD.adminA)).every((n) => n.read_at !== null)).toBe(true);
    expect((await rows(WORLD.adminB))[0].read_at).toBeNull();
  });
});

describe("the events that notify", () => {
  it("an application tells the organization's admins; an answer tells the applicant", async () => {
    // The world's volunteer applied to vacancy A already: that one was withdrawn.
    await env.DB.prepare("UPDATE applications SET status = 'withdrawn' WHERE id = ?").bind(WORLD.applicationA).run();
    const document = await expectDocument(
      await call("volunteer", "POST", "/api/v1/applications", {
        data: { type: "applications", attributes: { vacancy_id: String(WORLD.vacancyA), motivation: "Graag!" } },
      }),
      201,
    );
    const id = Number(document.data.id);
    expect(await rows(WORLD.adminA)).toEqual([
      expect.objectContaining({ kind: "application_received", subject_type: "Application", subject_id: id, path: `/applications/${id}` }),
    ]);
    expect(await rows(WORLD.adminB)).toEqual([]);
    await expectDocument(
      await call("adminA", "PATCH", `/api/v1/applications/${id}`, { data: { type: "applications", id: String(id), attributes: { status: "accepted" } } }),
      200,
    );
    expect(await rows(WORLD.volunteer)).toEqual([
      expect.objectContaining({ kind: "application_answered", subject_id: id, params: '{"vacancy":"Vacancy A","status":"accepted"}' }),
    ]);
  });

  it("approving an organization tells its admins", async () => {
    await env.DB.prepare("INSERT INTO roles (tenant_id, user_id, name, resource_type, resource_id) VALUES (?, ?, 'admin', 'Organization', ?)")
      .bind(TENANT.X, WORLD.adminB, WORLD.orgAPending)
      .run();
    await expectDocument(
      await call("staffA", "PUT", `/api/v1/organizations/${WORLD.orgAPending}/approve`, {
        data: { type: "organizations", id: String(WORLD.orgAPending), attributes: { status: "approved" } },
      }),
      200,
    );
    expect(await rows(WORLD.adminB)).toEqual([
      expect.objectContaining({
        kind: "organization_approved",
        subject_type: "Organization",
        subject_id: WORLD.orgAPending,
        params: '{"organization":"Pending A"}',
      }),
    ]);
  });
});
