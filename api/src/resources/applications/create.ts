import { eq, ne } from "drizzle-orm";
import { existsInTenantWhere } from "../../db/find-in-tenant";
import type { Context } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { applications } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import type { z } from "zod";
import { fieldError } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { mailIds } from "../../mail/mail-ids";
import { isPublic } from "../vacancies/access";
import { findVacancy } from "../vacancies/read-queries";
import { notify } from "../../notifications/notify";
import { listOrganizationAdmins } from "../organizations/write-queries";
import { applicationMails, withdrawLink } from "./mails";
import { newWithdrawToken } from "./withdraw-tokens";
import type { createAttributes } from "./schema";
import { personOf } from "../../mail/person";

/**
 * POST /applications: anyone, signed in or as a guest, to a publicly visible vacancy. Stores it
 * with its mails (a guest's with a withdraw link), tells the organization's admins; its id.
 */
export async function createApplication(c: Context<AppEnv>, attrs: z.output<typeof createAttributes>): Promise<number> {
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  if (user !== null) {
    for (const field of ["name", "email"] as const)
      if (attrs[field] !== undefined) throw fieldError(field, `Signed in, you apply with your account's ${field}.`, "invalid");
    if (attrs.withdraw_url !== undefined) throw fieldError("withdraw_url", "Signed in, you withdraw on the application's page.", "invalid");
  } else {
    for (const field of ["name", "email"] as const) if (attrs[field] === undefined) throw fieldError(field, `A guest must give a ${field}.`, "blank");
  }
  // A guest's application mails an address nobody confirmed: limited like sign-up is.
  if (user === null) await enforceRateLimit(c, "application", attrs.email!);
  const found = await findVacancy(db, tenantId, attrs.vacancy_id);
  if (found === undefined || !isPublic(found.vacancy, found.organization))
    throw fieldError("vacancy_id", `Vacancy ${attrs.vacancy_id} is not open for applications.`, "invalid");
  if (user !== null) {
    const live = ne(applications.status, "withdrawn");
    if (await existsInTenantWhere(db, applications, tenantId, eq(applications.vacancyId, found.vacancy.id), eq(applications.userId, user.id), live))
      throw fieldError("vacancy_id", "You have already applied for this vacancy.", "taken");
  }
  const applicant = personOf(user, attrs);
  const insert = db
    .insert(applications)
    .values({
      tenantId,
      vacancyId: found.vacancy.id,
      userId: applicant.userId,
      name: applicant.name,
      email: applicant.email,
      phone: attrs.phone ?? user?.phone ?? null,
      locale: applicant.locale,
      motivation: attrs.motivation,
    })
    .returning({ id: applications.id });
  // A guest has no account to withdraw with: their mail carries a link with a one-time token.
  const withdraw = user === null ? await newWithdrawToken(db, tenantId) : undefined;
  const link = withdraw && withdrawLink(c, found.organization.volunteerCenterId, attrs.withdraw_url, withdraw.token);
  // A guest's receipt goes to an address nobody proved: limited like every such mail (past the
  // limits the application is kept and its admins are told, only the receipt is not written).
  const receipt = user !== null || (await mayMailUnproven(c, applicant.email, found.organization.volunteerCenterId));
  const mails = await applicationMails(c, found.vacancy, found.organization, applicant, attrs.motivation, link, receipt);
  const results = await db.batch([insert, ...(withdraw ? [withdraw.insert] : []), ...mails]);
  queueDelivery(c, mailIds(results, 1));
  const [{ id }] = results[0];
  // The application's id is known only now: the admins' notification follows the batch.
  const admins = await listOrganizationAdmins(db, tenantId, found.organization.id);
  await notify(db, tenantId, {
    userIds: admins.map((admin) => admin.id),
    kind: "application_received",
    subject: { type: "Application", id },
    path: `/applications/${id}`,
    params: { vacancy: found.vacancy.title, applicant: applicant.name },
  })?.run();
  return id;
}
