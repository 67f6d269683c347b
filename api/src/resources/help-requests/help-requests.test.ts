import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER, seedAccounts } from "../../../test/account-fixtures";
import { fetchWithVars, issueTestToken } from "../../../test/auth";
import { lastMailTo } from "../../../test/activity-fixtures";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { jobMessage, received } from "../../../test/mail-fixtures";
import worker from "../../index";
import { MAIL_QUEUE_NAME } from "../../mail/delivery";
import { deleteUnconfirmedHelpRequests } from "./sweep";
import { type Doc, JSON_API, expectDocument, expectError } from "../../../test/request";

// One-on-one help (docs/one-on-one-help.md) is on for "public" and NEIGHBOUR_HELP_TENANT only:
// these tests make tenant A that tenant; without it every route is a 404.
const ON = { NEIGHBOUR_HELP_TENANT: TENANT_A };
type Who = "anonymous" | keyof typeof USER_OF;
const USER_OF = {
  staff: [USER.STAFF, EMAIL.STAFF],
  volunteer: [USER.VOLUNTEER, EMAIL.VOLUNTEER],
  other: [USER.ADMIN, EMAIL.ADMIN],
} as const;

async function send(who: Who, method: string, path: string, body?: unknown, vars: Record<string, string> = ON) {
  const credentials = who === "anonymous" ? {} : await issueTestToken(USER_OF[who][0], USER_OF[who][1]);
  return fetchWithVars(vars, path, {
    method,
    headers: { ...credentials, "Volunteer-Center-Id": String(CENTER.A1), ...(body === undefined ? {} : { "Content-Type": JSON_API }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const REQUEST = {
  name: "Riet Jansen",
  email: "riet@example.org",
  phone: "06 12345678",
  what: "Boodschappen doen, ik kan niet meer goed lopen",
  how_often: "weekly",
  area: "Donderberg",
};
const ask = (attributes: Record<string, unknown> = REQUEST) =>
  send("anonymous", "POST", "/api/v1/help_requests", { data: { type: "help_requests", attributes } });
const confirm = (token: string) =>
  send("anonymous", "POST", "/api/v1/help_request_confirmations", { data: { type: "help_request_confirmations", attributes: { token } } });
const notificationsOf = (userId: number) =>
  env.DB.prepare("SELECT kind, path FROM notifications WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all()
    .then((r) => r.results);

/** A confirmed (open) request's id. */
async function openRequest() {
  const asked = await expectDocument(await ask(), 201);
  const mail = await lastMailTo(REQUEST.email);
  await expectDocument(await confirm(mail.token!), 200);
  return asked.data.id as string;
}

beforeEach(() => seedAccounts(env.DB));

describe("/api/v1/help_requests", () => {
  it("a resident asks without an account and confirms by mail; only then the staff are told and volunteers see it", async () => {
    const asked = await expectDocument(await ask(), 201);
    expect(asked.data.attributes).toMatchObject({ status: "unconfirmed", requester_email: null, details_shown: false });
    const mail = await lastMailTo(REQUEST.email);
    expect(mail.kind).toBe("help_request_confirm");
    expect(mail.text).toContain("/een-op-een-hulp/bevestigen?token=");
    // Unconfirmed, nobody but the staff sees it.
    const before = await expectDocument(await send("volunteer", "GET", "/api/v1/help_requests"), 200);
    expect(before.data).toEqual([]);
    expect(await notificationsOf(USER.STAFF)).toEqual([]);

    const confirmed = await expectDocument(await confirm(mail.token!), 200);
    expect(confirmed.data.attributes.status).toBe("open");
    expect(await notificationsOf(USER.STAFF)).toEqual([{ kind: "help_request_new", path: `/een-op-een-hulp/${asked.data.id}` }]);
    // A second click changes nothing.
    expect((await expectDocument(await confirm(mail.token!), 200)).data.attributes.status).toBe("open");
    await expectError(await confirm("not-a-token"), 404);

    const seen = await expectDocument(await send("volunteer", "GET", "/api/v1/help_requests"), 200);
    expect(seen.data.map((r: Doc) => r.id)).toEqual([asked.data.id]);
    expect(seen.data[0].attributes).toMatchObject({
      what: REQUEST.what,
      area: "Donderberg",
      requester_name: null,
      requester_email: null,
      requester_phone: null,
    });
    expect(JSON.stringify(seen)).not.toContain(REQUEST.email);
  });

  it("a volunteer offers to help, the staff match them: the matched volunteer sees the details, another volunteer does not", async () => {
    const id = await openRequest();
    const offered = await expectDocument(
      await send("volunteer", "POST", "/api/v1/help_offers", {
        data: { type: "help_offers", attributes: { help_request_id: id, message: "Ik woon om de hoek" } },
      }),
      201,
    );
    expect(offered.data.attributes).toMatchObject({ help_request_id: id, message: "Ik woon om de hoek" });
    await expectError(await send("volunteer", "POST", "/api/v1/help_offers", { data: { type: "help_offers", attributes: { help_request_id: id } } }), 422);
    expect((await notificationsOf(USER.STAFF)).map((n) => (n as { kind: string }).kind)).toEqual(["help_request_new", "help_offer_received"]);

    const staffView = await expectDocument(await send("staff", "GET", `/api/v1/help_requests/${id}`), 200);
    expect(staffView.data.attributes).toMatchObject({ requester_email: REQUEST.email, requester_phone: REQUEST.phone, details_shown: true });
    expect(staffView.data.attributes.offers).toEqual([expect.objectContaining({ volunteer_id: String(USER.VOLUNTEER), message: "Ik woon om de hoek" })]);

    // Only staff match.
    const match = { data: { type: "help_requests", id, attributes: { volunteer_id: String(USER.VOLUNTEER) } } };
    await expectError(await send("volunteer", "PATCH", `/api/v1/help_requests/${id}`, match), 403);
    const matched = await expectDocument(await send("staff", "PATCH", `/api/v1/help_requests/${id}`, match), 200);
    expect(matched.data.attributes).toMatchObject({ status: "matched", volunteer_id: String(USER.VOLUNTEER), volunteer_name: "Vera Vos" });
    expect(await notificationsOf(USER.VOLUNTEER)).toEqual([{ kind: "help_request_matched", path: `/een-op-een-hulp/${id}` }]);

    const volunteerView = await expectDocument(await send("volunteer", "GET", `/api/v1/help_requests/${id}`), 200);
    expect(volunteerView.data.attributes).toMatchObject({
      requester_name: REQUEST.name,
      requester_email: REQUEST.email,
      details_shown: true,
      follow_up: null,
      offers: [],
    });
    // Matched, the request is no longer open: another volunteer neither lists nor reads it.
    await expectError(await send("other", "GET", `/api/v1/help_requests/${id}`), 404);
    expect((await expectDocument(await send("other", "GET", "/api/v1/help_requests"), 200)).data).toEqual([]);

    // The staff follow up and close it.
    const closed = await expectDocument(
      await send("staff", "PATCH", `/api/v1/help_requests/${id}`, {
        data: { type: "help_requests", id, attributes: { status: "closed", follow_up: "Loopt goed, elke dinsdag" } },
      }),
      200,
    );
    expect(closed.data.attributes).toMatchObject({ status: "closed", follow_up: "Loopt goed, elke dinsdag", volunteer_id: String(USER.VOLUNTEER) });
    const staffList = await expectDocument(await send("staff", "GET", "/api/v1/help_requests?filter[status]=closed"), 200);
    expect(staffList.data.map((r: Doc) => r.id)).toEqual([id]);
  });

  it("checks what it is sent, and asks an account for everything but asking and confirming", async () => {
    await expectError(await ask({ ...REQUEST, how_often: "daily" }), 422);
    await expectError(await ask({ ...REQUEST, email: "geen-adres" }), 422);
    await expectError(await send("anonymous", "GET", "/api/v1/help_requests"), 401);
    const id = await openRequest();
    await expectError(await send("anonymous", "GET", `/api/v1/help_requests/${id}`), 401);
    const unconfirmed = await expectDocument(await ask(), 201);
    await expectError(
      await send("staff", "PATCH", `/api/v1/help_requests/${unconfirmed.data.id}`, {
        data: { type: "help_requests", id: unconfirmed.data.id, attributes: { status: "closed" } },
      }),
      422,
    );
    await expectError(
      await send("staff", "PATCH", `/api/v1/help_requests/${id}`, { data: { type: "help_requests", id, attributes: { volunteer_id: "999999" } } }),
      422,
    );
    // An active user of the tenant who did not offer to help is no match either (the api once took any).
    const notOffered = await expectError(
      await send("staff", "PATCH", `/api/v1/help_requests/${id}`, { data: { type: "help_requests", id, attributes: { volunteer_id: String(USER.ADMIN) } } }),
      422,
    );
    expect(JSON.stringify(notOffered)).toContain("/data/attributes/volunteer_id");
    // Nor is one who offered but whose account is no longer active.
    await send("volunteer", "POST", "/api/v1/help_offers", { data: { type: "help_offers", attributes: { help_request_id: id } } });
    await env.DB.prepare("UPDATE users SET status = 'inactive' WHERE id = ?").bind(USER.VOLUNTEER).run();
    await expectError(
      await send("staff", "PATCH", `/api/v1/help_requests/${id}`, {
        data: { type: "help_requests", id, attributes: { volunteer_id: String(USER.VOLUNTEER) } },
      }),
      422,
    );
    const row = await env.DB.prepare("SELECT status, volunteer_id FROM help_requests WHERE id = ?").bind(Number(id)).first();
    expect(row).toEqual({ status: "open", volunteer_id: null });
  });

  it("mails the requester, in their language, through the mail queue once a volunteer is matched", async () => {
    const email = `riet-${Date.now()}@example.org`;
    const asked = await expectDocument(await ask({ ...REQUEST, email, locale: "en" }), 201);
    const id = asked.data.id as string;
    await expectDocument(await confirm((await lastMailTo(email)).token!), 200);
    await send("volunteer", "POST", "/api/v1/help_offers", { data: { type: "help_offers", attributes: { help_request_id: id } } });
    const match = { data: { type: "help_requests", id, attributes: { volunteer_id: String(USER.VOLUNTEER) } } };
    await expectDocument(await send("staff", "PATCH", `/api/v1/help_requests/${id}`, match), 200);
    const outbox = await env.DB.prepare("SELECT id, kind, locale, subject FROM outbox_messages WHERE to_address = ? ORDER BY id DESC LIMIT 1")
      .bind(email)
      .first<{ id: number; kind: string; locale: string; subject: string }>();
    expect(outbox).toMatchObject({ kind: "help_request_matched", locale: "en", subject: "A volunteer will help you" });
    // A follow-up on the same match mails nothing more.
    await expectDocument(
      await send("staff", "PATCH", `/api/v1/help_requests/${id}`, { data: { type: "help_requests", id, attributes: { follow_up: "Gebeld" } } }),
      200,
    );
    expect((await lastMailTo(email)).kind).toBe("help_request_matched");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE to_address = ?").bind(email).first<{ n: number }>())!;
    expect(n).toBe(2);

    // The queue's consumer delivers it to the local SMTP catcher, as every mail goes.
    const batch = createMessageBatch(MAIL_QUEUE_NAME, [jobMessage(outbox!.id, 1, TENANT_A)]);
    const ctx = createExecutionContext();
    const smtp = { MAIL_ADAPTER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(env.TEST_SMTP_PORT), SMTP_SECURITY: "none" };
    await worker.queue(batch, { ...env, ...smtp }, ctx);
    await getQueueResult(batch, ctx);
    const [mail] = await received(env.TEST_SMTP_RECEIVED, email);
    expect(mail!.subject).toBe("A volunteer will help you");
    expect(mail!.text).toContain("Vera will get in touch with you soon");
    expect(mail!.text).toContain(REQUEST.what);
    // The volunteer's surname and address are not the requester's to know.
    expect(mail!.text).not.toContain("Vos");
    expect(mail!.text).not.toContain(EMAIL.VOLUNTEER);
  });

  it("the daily sweep deletes requests left unconfirmed for a week, and nothing else", async () => {
    const old = await expectDocument(await ask(), 201);
    const fresh = await expectDocument(await ask({ ...REQUEST, email: "fresh@example.org" }), 201);
    const confirmedOld = await openRequest();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE help_requests SET created_at = ? WHERE id IN (?, ?)").bind(eightDaysAgo, Number(old.data.id), Number(confirmedOld)).run();

    expect(await deleteUnconfirmedHelpRequests(env)).toBe(1);
    const left = await env.DB.prepare("SELECT id FROM help_requests ORDER BY id").all<{ id: number }>();
    expect(left.results.map((r) => String(r.id)).sort()).toEqual([fresh.data.id, confirmedOld].sort());
    // Its mailed link is spent with it.
    const mail = await env.DB.prepare("SELECT text_body FROM outbox_messages WHERE to_address = ? ORDER BY id LIMIT 1")
      .bind(REQUEST.email)
      .first<{ text_body: string }>();
    const token = mail!.text_body.match(/[?&]token=([A-Za-z0-9_-]+)/)![1]!;
    await expectError(await confirm(token), 404);
    expect(await deleteUnconfirmedHelpRequests(env)).toBe(0);
  });

  it("answers 404 on a tenant without one-on-one help", async () => {
    const off = { NEIGHBOUR_HELP_TENANT: "roermond" };
    expect((await send("anonymous", "POST", "/api/v1/help_requests", { data: { type: "help_requests", attributes: REQUEST } }, off)).status).toBe(404);
    expect((await send("staff", "GET", "/api/v1/help_requests", undefined, off)).status).toBe(404);
    expect((await send("volunteer", "POST", "/api/v1/help_offers", { data: { type: "help_offers", attributes: { help_request_id: "1" } } }, off)).status).toBe(
      404,
    );
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM help_requests").first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});
