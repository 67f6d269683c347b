import { localToday } from "@contract/activities";
import type { Context } from "hono";
import type { Activity, ActivitySignUp } from "../../db/activities-schema";
import type { Database } from "../../db/client";
import type { ApiEnv, AppEnv } from "../../env";
import { outboxInsert } from "../../mail/outbox";
import type { MailKind, MailVars } from "../../mail/templates";
import { senderFor } from "../../mail/site-name";
import type { TenantId } from "../../tenancy";
import { webLink } from "../../mail/web-link";
import { occurrencesOf } from "./serializer";
import type { Locale } from "@contract/locales";

/** The page where a mailed token confirms or cancels (app/routes/activiteitenkalender.aanmelding). */
export const SIGN_UP_PAGE = "/activiteitenkalender/aanmelding";

/** The activity's next moment (or its first, when it is over), as the reader's language writes it. */
export function momentText(a: Activity, locale: Locale, from = localToday()): string {
  const next = occurrencesOf(a, { from, to: "9999-12-31" }, 1)[0];
  const instant = next?.starts_at_utc ?? occurrencesOf(a, { from: "0000-01-01", to: "9999-12-31" }, 1)[0]?.starts_at_utc;
  if (instant === undefined) return a.startsAt.replace("T", " ");
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(new Date(instant));
}

interface MailSite {
  env: ApiEnv;
  db: Database;
  tenantId: TenantId;
}

export const siteOf = (c: Context<AppEnv>): MailSite => ({
  env: c.env,
  db: c.var.db,
  tenantId: c.var.tenantId,
});

/** A page on the activity's centre's public site, with the token when given. */
export function activityLink(site: MailSite, a: { volunteerCenterId: number | null }, path: string, token?: string) {
  const link = webLink(site.env, { tenantId: site.tenantId, centerId: a.volunteerCenterId }, path);
  if (link === undefined || token === undefined) return link;
  const url = new URL(link);
  url.searchParams.set("token", token);
  return url.href;
}

/**
 * One mail about an activity to one person signed up, in their language, as a one-item list to
 * spread into the caller's batch: a Drizzle query is a thenable, so an async function returning
 * it bare would run it outside the batch.
 */
export function signUpMail(
  site: MailSite,
  kind: MailKind,
  a: Activity,
  s: Pick<ActivitySignUp, "name" | "email" | "locale" | "userId">,
  link: string | undefined,
  message?: string,
  /** The date whose occurrence the mail names; today by default. */
  from?: string,
) {
  return signedUpMail(site, kind, a.volunteerCenterId, s, { activity: a.title, date: momentText(a, s.locale, from), link, ...(message ? { message } : {}) });
}

/**
 * One mail to a person signed up for an activity or a shift, from the centre, as a one-item list
 * for a batch. A guest's confirmation goes to an address that has not proven itself: it carries
 * none of the visitor's own text, so no greeting with the name they typed (docs/security.md).
 */
export async function signedUpMail(
  site: MailSite,
  kind: MailKind,
  centerId: number | null,
  person: { name: string; email: string; locale: Locale; userId: number | null },
  vars: Omit<MailVars, "siteName" | "name">,
) {
  const sender = await senderFor(site.db, site.tenantId, centerId);
  const name = kind === "activity_confirm" && person.userId === null ? null : person.name;
  return [outboxInsert(site.db, site.tenantId, { kind, locale: person.locale, to: person.email, userId: person.userId, vars: { ...sender, name, ...vars } })];
}
