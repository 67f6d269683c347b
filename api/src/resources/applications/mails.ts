import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { configOf } from "../../config";
import { webLink } from "../../mail/web-link";
import type { Organization } from "../../db/accounts-schema";
import type { Application, Vacancy } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { mailEach, outboxInsert } from "../../mail/outbox";
import { type Sender, senderFor } from "../../mail/site-name";
import { allowedRedirect } from "../../auth/redirect-url";
import { fieldError } from "../../jsonapi/validation";
import { listOrganizationAdmins } from "../organizations/write-queries";
import type { Person } from "../../mail/person";

/**
 * A guest's withdraw link on the public site of the vacancy's centre: the path of the client's
 * page (checked against REDIRECT_HOSTS, 422 otherwise) or /applications/withdraw; undefined when
 * no public site is configured.
 */
export function withdrawLink(c: Context<AppEnv>, centerId: number | null, clientUrl: string | undefined, token: string): string | undefined {
  const config = configOf(c.env);
  let path = "/applications/withdraw";
  if (clientUrl !== undefined) {
    const url = allowedRedirect(clientUrl, config.REDIRECT_HOSTS);
    if (url === null) throw fieldError("withdraw_url", `Redirect to '${clientUrl.slice(0, 200)}' not allowed.`, "redirect_not_allowed");
    path = url.pathname;
  }
  const link = webLink(c.env, { tenantId: c.var.tenantId, centerId }, path);
  if (link === undefined) return undefined;
  const url = new URL(link);
  url.searchParams.set("token", token);
  return url.href;
}

/**
 * The applicant's confirmation (unless `receipt` is false) and one mail per admin of the
 * organization, in their language. A guest's confirmation goes to an address they typed: it greets
 * without the name they typed (docs/security.md, "Abuse model").
 */
export async function applicationMails(
  c: Context<AppEnv>,
  vacancy: Vacancy,
  org: Organization,
  applicant: Person,
  motivation: string,
  withdrawLink: string | undefined,
  receipt: boolean,
): Promise<BatchItem<"sqlite">[]> {
  const { db, tenantId } = c.var;
  const [admins, sender] = await Promise.all([listOrganizationAdmins(db, tenantId, org.id), senderFor(db, tenantId, org.volunteerCenterId)]);
  const common = { ...sender, vacancy: vacancy.title, organization: org.name };
  const confirmation = outboxInsert(db, tenantId, {
    kind: "application_received",
    locale: applicant.locale,
    to: applicant.email,
    userId: applicant.userId,
    vars: { ...common, name: applicant.userId === null ? null : applicant.name, link: withdrawLink },
  });
  return [
    ...(receipt ? [confirmation] : []),
    ...mailEach(db, tenantId, "application_new", admins, common, () => ({
      applicant: applicant.name,
      message: motivation,
      link: webLink(c.env, { tenantId, centerId: org.volunteerCenterId }, "/applications"),
    })),
  ];
}

/** Tells the organization's admins, in their language, that the applicant withdrew. */
export async function withdrawalMails(c: Context<AppEnv>, application: Application, vacancy: Vacancy, org: Organization): Promise<BatchItem<"sqlite">[]> {
  const { db, tenantId } = c.var;
  const [admins, sender] = await Promise.all([listOrganizationAdmins(db, tenantId, org.id), senderFor(db, tenantId, org.volunteerCenterId)]);
  return mailEach(db, tenantId, "application_withdrawn", admins, sender, () => ({
    vacancy: vacancy.title,
    organization: org.name,
    applicant: application.name ?? "",
    link: webLink(c.env, { tenantId, centerId: org.volunteerCenterId }, `/applications/${application.id}`),
  }));
}

/**
 * The status change's message, mailed to the applicant in the language they applied in. Not
 * async: a Drizzle query is a thenable, and awaiting it would run the insert outside the batch.
 */
export function statusMail(
  c: Context<AppEnv>,
  sender: Sender,
  application: Application,
  vacancy: Vacancy,
  org: Organization,
  status: Application["status"],
  message: string,
) {
  const { db, tenantId } = c.var;
  return outboxInsert(db, tenantId, {
    kind: "application_status",
    locale: application.locale,
    to: application.email!,
    userId: application.userId,
    vars: {
      ...sender,
      name: application.name,
      vacancy: vacancy.title,
      organization: org.name,
      status,
      message,
    },
  });
}
