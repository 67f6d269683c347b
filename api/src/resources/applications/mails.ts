import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { configOf } from "../../config";
import type { Locale, Organization } from "../../db/accounts-schema";
import type { Application, Vacancy } from "../../db/vacancies-schema";
import type { AppEnv } from "../../env";
import { outboxInsert } from "../../mail/outbox";
import { type Sender, senderFor } from "../../mail/site-name";
import { allowedRedirect } from "../../auth/redirect-url";
import { fieldError } from "../../jsonapi/validation";
import { listOrganizationAdmins } from "../organizations/write-queries";

/** A web page for a mail's button, or undefined when this server has no MAIL_LINK_BASE_URL. */
export function webLink(env: AppEnv["Bindings"], path: string) {
  const base = configOf(env).MAIL_LINK_BASE_URL;
  return base ? new URL(path, base).href : undefined;
}

/**
 * A guest's withdraw link: the client's page (checked against REDIRECT_HOSTS, 422 otherwise)
 * or MAIL_LINK_BASE_URL's /applications/withdraw; undefined when there is neither.
 */
export function withdrawLink(
  c: Context<AppEnv>,
  clientUrl: string | undefined,
  token: string,
): string | undefined {
  const config = configOf(c.env);
  let url: URL | undefined;
  if (clientUrl !== undefined) {
    url = allowedRedirect(clientUrl, config.REDIRECT_HOSTS) ?? undefined;
    if (url === undefined)
      throw fieldError(
        "withdraw_url",
        `Redirect to '${clientUrl.slice(0, 200)}' not allowed.`,
        "redirect_not_allowed",
      );
  } else if (config.MAIL_LINK_BASE_URL)
    url = new URL("/applications/withdraw", config.MAIL_LINK_BASE_URL);
  if (url === undefined) return undefined;
  url.searchParams.set("token", token);
  return url.href;
}

interface Applicant {
  name: string;
  email: string;
  locale: Locale;
  userId: number | null;
}

/** The applicant's confirmation and one mail per admin of the organization, in their language. */
export async function applicationMails(
  c: Context<AppEnv>,
  vacancy: Vacancy,
  org: Organization,
  applicant: Applicant,
  motivation: string,
  withdrawLink?: string,
): Promise<BatchItem<"sqlite">[]> {
  const { db, tenantId } = c.var;
  const [admins, sender] = await Promise.all([
    listOrganizationAdmins(db, tenantId, org.id),
    senderFor(db, tenantId, org.volunteerCenterId),
  ]);
  const common = { ...sender, vacancy: vacancy.title, organization: org.name };
  return [
    outboxInsert(db, tenantId, {
      kind: "application_received",
      locale: applicant.locale,
      to: applicant.email,
      userId: applicant.userId,
      vars: { ...common, name: applicant.name, link: withdrawLink },
    }),
    ...admins.map((admin) =>
      outboxInsert(db, tenantId, {
        kind: "application_new",
        locale: admin.locale,
        to: admin.email!,
        userId: admin.id,
        vars: {
          ...common,
          name: admin.firstName,
          applicant: applicant.name,
          message: motivation,
          link: webLink(c.env, "/applications"),
        },
      }),
    ),
  ];
}

/** Tells the organization's admins, in their language, that the applicant withdrew. */
export async function withdrawalMails(
  c: Context<AppEnv>,
  application: Application,
  vacancy: Vacancy,
  org: Organization,
): Promise<BatchItem<"sqlite">[]> {
  const { db, tenantId } = c.var;
  const [admins, sender] = await Promise.all([
    listOrganizationAdmins(db, tenantId, org.id),
    senderFor(db, tenantId, org.volunteerCenterId),
  ]);
  return admins.map((admin) =>
    outboxInsert(db, tenantId, {
      kind: "application_withdrawn",
      locale: admin.locale,
      to: admin.email!,
      userId: admin.id,
      vars: {
        ...sender,
        name: admin.firstName,
        vacancy: vacancy.title,
        organization: org.name,
        applicant: application.name ?? "",
        link: webLink(c.env, `/applications/${application.id}`),
      },
    }),
  );
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
