import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { withdrawalMails } from "./mails";
import { checkApplicationTransition } from "./transitions";
import { deleteWithdrawToken } from "./withdraw-tokens";
import type { ApplicationRow } from "./serializer";
import { commit } from "../../mail/commit";

/** POST /applications/withdrawals `{token}`: withdraws the guest's application (access.ts withdrawTokenTarget), once. */
export async function withdrawByToken(c: Context<AppEnv>, { application, vacancy, organization }: ApplicationRow) {
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
  await commit(c, [update, deleteWithdrawToken(db, tenantId, application.id)], mails);
}
