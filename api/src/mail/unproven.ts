import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { existsInTenantWhere } from "../db/find-in-tenant";
import type { Context } from "hono";
import { configOf } from "../config";
import { createDb } from "../db/client";
import { notifications } from "../db/notifications-schema";
import { bindingNamed, databaseNameFor, everyDatabaseName } from "../db/tenant-databases";
import { outboxMessages } from "../db/mail-schema";
import type { AppEnv } from "../env";
import { notify } from "../notifications/notify";
import { staffOf } from "../resources/help-requests/create";

// Mail to an address that has not proven itself (docs/security.md, "Mail to unproven addresses";
// docs/decisions/0013-unproven-mail.md). Anyone can type any address into a public form, so each
// mail the platform writes to a typed address is a confirmation or receipt with none of the
// visitor's text, and there are two limits, counted on the outbox itself:
// - per recipient, over the whole platform (every tenant, whoever asks): UNPROVEN_MAILS_PER_ADDRESS
//   in 24 hours; the ones past it are not written;
// - per centre, UNPROVEN_MAILS_PER_CENTER_HOUR in an hour; past it none are written and the
//   centre's staff get one notification per hour that the cap was reached.
// The visitor's answer is the same either way (no address enumeration, nothing to probe).

/** The kinds of mail that go to an address a visitor typed, before it proved itself. */
export const UNPROVEN_MAIL_KINDS = ["form_received", "help_request_confirm", "activity_confirm", "confirmation", "account_exists", "reset_password"] as const;

/**
 * Kinds that go to a typed address when no account is behind them: a guest's application receipt
 * (the row has no user). To an account they go to its own, proven address and are not counted.
 */
const GUEST_MAIL_KINDS = ["application_received"] as const;

export const isUnprovenKind = (kind: string) => (UNPROVEN_MAIL_KINDS as readonly string[]).includes(kind);

// The outbox rows the limits count.
const unprovenRows = () =>
  or(inArray(outboxMessages.kind, [...UNPROVEN_MAIL_KINDS]), and(inArray(outboxMessages.kind, [...GUEST_MAIL_KINDS]), isNull(outboxMessages.userId)));

/**
 * The name to greet an account with in one of these mails: only once its address proved itself.
 * Before that the name is whatever the one who typed the address typed beside it.
 */
export const greetingName = (user: { firstName: string | null; confirmedAt: string | null }) => (user.confirmedAt ? user.firstName : null);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const since = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Whether one more unproven mail to `to` for centre `centerId` may be written. When the centre's
 * hourly cap is reached its staff are told (once an hour), and false is answered.
 */
export async function mayMailUnproven(c: Context<AppEnv>, to: string, centerId: number | null): Promise<boolean> {
  const { db, tenantId } = c.var;
  const config = configOf(c.env);
  // Across tenants on purpose: a stranger's address is one inbox, whichever site mails it. So in
  // every database too, not only this tenant's (a tenant in its own, db/tenant-databases.ts). Only
  // a count is read, no row of another tenant.
  const own = databaseNameFor(c.env, tenantId);
  const others = everyDatabaseName(c.env).filter((name) => name !== own);
  const counts = await Promise.all(
    [db, ...others.map((name) => createDb(bindingNamed(c.env, name)))].map((database) =>
      database
        .select({ n: sql<number>`count(*)` })
        .from(outboxMessages)
        .where(and(sql`${outboxMessages.toAddress} = ${to.trim()} COLLATE NOCASE`, unprovenRows(), gt(outboxMessages.createdAt, since(DAY_MS))))
        .get(),
    ),
  );
  if (counts.reduce((sum, count) => sum + (count?.n ?? 0), 0) >= config.UNPROVEN_MAILS_PER_ADDRESS) return false;
  if (centerId === null) return true;
  const fromCenter = await db
    .select({ n: sql<number>`count(*)` })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.volunteerCenterId, centerId), unprovenRows(), gt(outboxMessages.createdAt, since(HOUR_MS))),
    )
    .get();
  if ((fromCenter?.n ?? 0) < config.UNPROVEN_MAILS_PER_CENTER_HOUR) return true;
  await warnStaff(c, centerId);
  return false;
}

/** Tells the centre's staff the hourly cap was reached, once an hour. */
async function warnStaff(c: Context<AppEnv>, centerId: number) {
  const { db, tenantId } = c.var;
  const capped = eq(notifications.kind, "unproven_mail_capped");
  if (await existsInTenantWhere(db, notifications, tenantId, capped, eq(notifications.subjectId, centerId), gt(notifications.createdAt, since(HOUR_MS))))
    return;
  const insert = notify(db, tenantId, {
    userIds: await staffOf(db, tenantId, centerId),
    kind: "unproven_mail_capped",
    subject: { type: "VolunteerCenter", id: centerId },
    path: "/form_builder",
    params: { cap: String(configOf(c.env).UNPROVEN_MAILS_PER_CENTER_HOUR) },
  });
  if (insert) await insert.run();
}
