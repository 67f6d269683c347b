import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import type { z } from "zod";
import { forbidden } from "../../jsonapi/errors";
import { senderFor } from "../../mail/site-name";
import type { Actor } from "../../auth/actor";
import { canHandle, isApplicant } from "./access";
import { notify } from "../../notifications/notify";
import { statusMail, withdrawalMails } from "./mails";
import type { updateAttributes } from "./schema";
import type { ApplicationRow } from "./serializer";
import { checkApplicationTransition } from "./transitions";
import { commit } from "../../mail/commit";

/**
 * PATCH /applications/:id: handlers move it along (with an optional message mailed to the
 * applicant); the applicant may only withdraw it. Writes the move with its mails and notification.
 */
export async function updateApplication(c: Context<AppEnv>, actor: Actor, row: ApplicationRow, attrs: z.output<typeof updateAttributes>) {
  const { application, vacancy, organization } = row;
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
    await commit(c, [update], [...mails, ...(told ? [told] : [])]);
  }
}
