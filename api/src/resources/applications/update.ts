import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { loadActor } from "../../auth/actor";
import { mailIds } from "../../mail/mail-ids";
import { canHandle, canSeeApplication, isApplicant, missingApplication } from "./access";
import { notify } from "../notifications/notify";
import { statusMail, withdrawalMails } from "./mails";
import { findApplication } from "./queries";
import { APPLICATION_TYPES_IN, showQuery, updateAttributes } from "./schema";
import { checkApplicationTransition } from "./transitions";
import { searchParams, sendApplication } from "./respond";

/** The application of the path: 401 without a user, 404 unless the applicant or a handler. */
export async function target(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row = id === undefined ? undefined : await findApplication(c.var.db, c.var.tenantId, id);
  if (row === undefined || !canSeeApplication(actor, row.application, row.organization)) throw missingApplication(param);
  return { actor, row };
}

/**
 * PATCH /applications/:id: handlers move it along (with an optional message mailed to the
 * applicant); the applicant may only withdraw it.
 */
export async function updateApplication(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), showQuery);
  const { actor, row } = await target(c);
  const { application, vacancy, organization } = row;
  const input = await readResourceDocument(c, APPLICATION_TYPES_IN);
  if (input.id !== undefined && input.id !== String(application.id))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the id in the path.",
      source: { pointer: "/data/id" },
    });
  const attrs = parseValues(updateAttributes, input.attributes);
  const handler = canHandle(actor, organization);
  if (attrs.status === "withdrawn" && !isApplicant(actor, application))
    throw forbidden("Only the applicant may withdraw an application.", "/data/attributes/status");
  if (attrs.status !== "withdrawn" && !handler) throw forbidden("You may only withdraw your application.", "/data/attributes/status");
  if (attrs.message !== undefined && !handler) throw forbidden("Only the organization sends messages.", "/data/attributes/message");
  checkApplicationTransition(application.status, attrs.status);
  if (attrs.status !== application.status) {
    const { db, tenantId } = c.var;
    const now = new Date().toISOString();
    const update = db
      .update(applications)
      .set({
        status: attrs.status,
        statusMessage: attrs.message ?? null,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, application.id)));
    const mails =
      attrs.status === "withdrawn"
        ? await withdrawalMails(c, application, vacancy, organization)
        : attrs.message !== undefined && application.email !== null
          ? [statusMail(c, await senderFor(db, tenantId, organization.volunteerCenterId), application, vacancy, organization, attrs.status, attrs.message)]
          : [];
    // The organization answered (any move but the applicant's own withdrawal): tell the applicant.
    const told =
      attrs.status === "withdrawn"
        ? undefined
        : notify(db, tenantId, {
            userIds: [application.userId],
            kind: "application_answered",
            subject: { type: "Application", id: application.id },
            path: `/applications/${application.id}`,
            params: { vacancy: vacancy.title, status: attrs.status },
          });
    const results = await db.batch([update, ...mails, ...(told ? [told] : [])]);
    queueDelivery(c, mailIds(results, 1));
  }
  return sendApplication(c, (await findApplication(c.var.db, c.var.tenantId, application.id))!, query);
}
