import { localToUtc } from "@contract/shifts";
import { eq } from "drizzle-orm";
import type { Activity } from "../../db/activities-schema";
import { users } from "../../db/accounts-schema";
import type { Shift } from "../../db/shifts-schema";
import type { Locale } from "@contract/locales";
import { outboxInsert } from "../../mail/outbox";
import type { MailKind } from "../../mail/templates";
import { senderFor } from "../../mail/site-name";
import { activityLink, type siteOf } from "../activities/mails";

type MailSite = ReturnType<typeof siteOf>;

/** The shift's day and hours as the reader's language writes them ("zaterdag 5 juni 2027 10:00 – 14:00"). */
export function shiftMoment(s: Pick<Shift, "startsAt" | "endsAt">, locale: Locale) {
  const language = locale === "en" ? "en-GB" : "nl-NL";
  const zone = "Europe/Amsterdam";
  const start = new Intl.DateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(new Date(localToUtc(s.startsAt)));
  const end = new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: zone }).format(new Date(localToUtc(s.endsAt)));
  return `${start} – ${end}`;
}

/** What the mail calls the shift: the activity, and its task when it names one. */
export const shiftTitle = (a: Activity, s: Pick<Shift, "task">) => (s.task ? `${a.title} – ${s.task}` : a.title);

/** The account a shift sign-up belongs to, as a mail addresses it. */
export async function personOf(site: MailSite, userId: number) {
  const u = await site.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!u?.email) return undefined;
  return { email: u.email, locale: u.locale, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email, userId };
}

/**
 * One mail about a shift to the account signed up for it, through the activities' templates
 * (their {{activity}} names the shift's task, {{date}} its day and hours), as a one-item list to
 * spread into a batch.
 */
export async function shiftMail(site: MailSite, kind: MailKind, a: Activity, s: Shift, userId: number, message?: string) {
  const person = await personOf(site, userId);
  if (!person) return [];
  const sender = await senderFor(site.db, site.tenantId, a.volunteerCenterId);
  return [
    outboxInsert(site.db, site.tenantId, {
      kind,
      locale: person.locale,
      to: person.email,
      userId,
      vars: {
        ...sender,
        name: person.name,
        activity: shiftTitle(a, s),
        date: shiftMoment(s, person.locale),
        link: activityLink(site, a, `/activiteitenkalender/${a.id}`),
        ...(message ? { message } : {}),
      },
    }),
  ];
}
