import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { mailIds } from "../../mail/mail-ids";
import { withdrawalMails } from "./mails";
import { findApplication } from "./queries";
import { searchParams, sendApplication } from "./respond";
import { WITHDRAWAL_TYPES_IN, showQuery, withdrawalAttributes } from "./schema";
import { checkApplicationTransition } from "./transitions";
import { applicationIdForToken, deleteWithdrawToken } from "./withdraw-tokens";

// Unknown, expired, spent and other tenants' tokens all look the same: nothing to learn by trying.
const missingToken = () => notFound("This withdraw link is unknown or no longer valid.");

/** The application a guest's token withdraws; counted like guest applications (429). */
async function tokenTarget(c: Context<AppEnv>, token: string) {
  await enforceRateLimit(c, "withdrawal", token);
  const id = await applicationIdForToken(c, token);
  const row = id === undefined ? undefined : await findApplication(c.var.db, c.var.tenantId, id);
  if (row === undefined) throw missingToken();
  return row;
}

/** GET /applications/withdrawals/:token: what the link would withdraw; changes nothing. */
export async function showWithdrawal(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), showQuery);
  const row = await tokenTarget(c, c.req.param("token") ?? "");
  return sendApplication(c, row, query);
}

/** POST /applications/withdrawals `{token}`: withdraws the guest's application, once. */
export async function createWithdrawal(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), showQuery);
  const input = await readResourceDocument(c, WITHDRAWAL_TYPES_IN);
  const { token } = parseValues(withdrawalAttributes, input.attributes);
  const row = await tokenTarget(c, token);
  const { application, vacancy, organization } = row;
  checkApplicationTransition(application.status, "withdrawn");
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  const update = db
    .update(applications)
    .set({
      status: "withdrawn",
      statusMessage: null,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, application.id)));
  const mails = await withdrawalMails(c, application, vacancy, organization);
  const results = await db.batch([update, deleteWithdrawToken(db, tenantId, application.id), ...mails]);
  queueDelivery(c, mailIds(results, 2));
  return sendApplication(c, (await findApplication(db, tenantId, application.id))!, query);
}
