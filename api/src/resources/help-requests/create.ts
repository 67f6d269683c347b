import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { roles } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { helpRequests } from "../../db/help-requests-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";
import { webLink } from "../../mail/web-link";
import { notify } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { currentCenterId } from "../../current-center";
import { type HelpRequestRow, findHelpRequest } from "./queries";
import type { CreateValues } from "./schema";

/** The page where the mailed token confirms a request (app/routes/een-op-een-hulp.bevestigen). */
export const CONFIRM_PAGE = "/een-op-een-hulp/bevestigen";

const now = () => new Date().toISOString();

function confirmLink(page: string | undefined, token: string) {
  if (page === undefined) return undefined;
  const url = new URL(page);
  url.searchParams.set("token", token);
  return url.href;
}

/** The staff of a centre: they are told of every confirmed request and offer. */
export async function staffOf(db: Database, tenantId: TenantId, centerId: number) {
  const rows = await db
    .select({ id: roles.userId })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, "staff"), eq(roles.resourceType, "VolunteerCenter"), eq(roles.resourceId, centerId)))
    .all();
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * POST /help_requests: anyone asks for help, signed in or not; the request stays unconfirmed
 * (nobody sees it) until the link mailed to the given address is followed. Rate-limited per
 * address and per visitor, like a guest's sign-up.
 */
export async function createHelpRequest(c: Context<AppEnv>, values: CreateValues): Promise<number> {
  await enforceRateLimit(c, "help_request", values.email);
  const { db, tenantId } = c.var;
  const centerId = await currentCenterId(c);
  if (centerId === null) throw notFound("This site has no volunteer centre to ask for help.");
  const token = randomToken();
  const locale = values.locale ?? "nl";
  const url = confirmLink(webLink(c.env, { tenantId, centerId }, CONFIRM_PAGE), token);
  const sender = await senderFor(db, tenantId, centerId);
  const insert = db
    .insert(helpRequests)
    .values({
      tenantId,
      volunteerCenterId: centerId,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      locale,
      what: values.what,
      howOften: values.how_often,
      area: values.area,
      tokenHash: await sha256Hex(token),
    })
    .returning({ id: helpRequests.id });
  const mail = outboxInsert(db, tenantId, {
    kind: "help_request_confirm",
    locale,
    to: values.email,
    userId: null,
    // To an address that has not proven itself: none of the visitor's own text, not even the name
    // they typed for the greeting (docs/security.md, "Mail to unproven addresses").
    vars: { ...sender, name: null, link: url },
  });
  // Past the limits of mail to typed addresses the request is kept, unconfirmed, without a mail.
  const results = (await mayMailUnproven(c, values.email, centerId)) ? await db.batch([insert, mail]) : await db.batch([insert]);
  queueDelivery(c, mailIds(results as unknown[], 1));
  return (results[0] as { id: number }[])[0]!.id;
}

// Unknown, spent and other tenants' tokens all look the same: nothing to learn by trying.
const missingToken = () => notFound("This confirmation link is unknown or no longer valid.");

/** The request a mailed token belongs to; counted against guessing (429). */
export async function tokenRequest(c: Context<AppEnv>, token: string): Promise<HelpRequestRow> {
  await enforceRateLimit(c, "help_token", token);
  const { db, tenantId } = c.var;
  const found = await db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.tokenHash, await sha256Hex(token))))
    .get();
  const row = found && (await findHelpRequest(db, tenantId, found.id));
  if (!row) throw missingToken();
  return row;
}

/** POST /help_request_confirmations `{token}`: the address is proven; the request opens and the staff are told. */
export async function confirmHelpRequest(c: Context<AppEnv>, token: string): Promise<HelpRequestRow> {
  const request = await tokenRequest(c, token);
  if (request.status !== "unconfirmed") return request;
  const { db, tenantId } = c.var;
  const at = now();
  const update = db
    .update(helpRequests)
    .set({ status: "open", confirmedAt: at, updatedAt: at })
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, request.id), eq(helpRequests.status, "unconfirmed")));
  const told = notify(db, tenantId, {
    userIds: await staffOf(db, tenantId, request.volunteer_center_id),
    kind: "help_request_new",
    subject: { type: "HelpRequest", id: request.id },
    path: `/een-op-een-hulp/${request.id}`,
    params: { what: request.what.slice(0, 80) },
  });
  await db.batch(told ? [update, told] : [update]);
  return (await findHelpRequest(db, tenantId, request.id))!;
}
