import { localToUtc } from "@contract/shifts";
import { eq } from "drizzle-orm";
import { users } from "../../db/accounts-schema";
import type { Shift, ShiftSignUp } from "../../db/shifts-schema";
import type { Locale } from "@contract/locales";
import type { MailKind } from "../../mail/templates";
import { activityLink, signedUpMail, type siteOf } from "../activities/mails";
import type { ShiftParent } from "./parent";

type MailSite = ReturnType<typeof siteOf>;

/** The shift's day and hours as the reader's language writes them ("zaterdag 5 juni 2027 10:00 – 14:00"). */
export function shiftMoment(s: Pick<Shift, "startsAt" | "endsAt">, locale: Locale) {
  const language = locale === "en" ? "en-GB" : "nl-NL";
  const zone = "Europe/Amsterdam";
  const start = new Intl.DateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(new Date(localToUtc(s.startsAt)));
  const end = new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: zone }).format(new Date(localToUtc(s.endsAt)));
  return `${start} – ${end}`;
}

/** What the mail calls the shift: its activity or vacancy, and its task when it names one. */
export const shiftTitle = (a: Pick<ShiftParent, "title">, s: Pick<Shift, "task">) => (s.task ? `${a.title} – ${s.task}` : a.title);

/** Whom a shift's mail goes to: the sign-up's account, or a guest's own name and address. */
export type ShiftPerson = Pick<ShiftSignUp, "userId" | "name" | "email" | "locale">;

/** The person a shift sign-up belongs to, as a mail addresses them: the account's, or the guest's. */
export async function personOf(site: MailSite, who: ShiftPerson) {
  if (who.userId === null) return who.email && who.name ? { email: who.email, locale: who.locale, name: who.name, userId: null } : undefined;
  const userId = who.userId;
  const u = await site.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!u?.email) return undefined;
  return { email: u.email, locale: u.locale, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email, userId };
}

/**
 * One mail about a shift to the person signed up for it, through the activities' templates
 * (their {{activity}} names the shift's task, {{date}} its day and hours), as a one-item list to
 * spread into a batch. `link` defaults to the parent's page (the activity's or the vacancy's).
 */
export async function shiftMail(
  site: MailSite,
  kind: MailKind,
  a: ShiftParent,
  s: Shift,
  who: ShiftPerson,
  options: { message?: string; link?: string; sender?: string } = {},
) {
  const person = await personOf(site, who);
  if (!person) return [];
  return signedUpMail(site, kind, a.volunteerCenterId, person, {
    activity: shiftTitle(a, s),
    // The day and hours, then where: the shift's own place, else the parent's.
    date: [shiftMoment(s, person.locale), s.place ?? a.place].filter(Boolean).join(", "),
    link: options.link ?? activityLink(site, a, a.path),
    ...(options.message ? { message: options.message } : {}),
    ...(options.sender ? { sender: options.sender } : {}),
  });
}
