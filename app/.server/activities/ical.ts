import { ACTIVITY_TIME_ZONE } from "@contract/activities";
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import type { Activity } from "~/.server/api/activities";
import type { ShiftSignUp } from "~/.server/api/shifts";
import { fileAnswer } from "~/.server/file-answer";

// The iCalendar feeds (docs/activities.md; a personal feed's shifts: docs/shifts-and-hours.md), written by ical-generator. Every event carries its
// Dutch local times with TZID=Europe/Amsterdam and a repeating one its RRULE, so a calendar app
// keeps a weekly 10:00 at 10:00 across the switch to and from summer time. The VTIMEZONE is
// the EU rule in force since 1996 (last Sunday of March and of October, at 01:00 UTC).
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Amsterdam",
  "X-LIC-LOCATION:Europe/Amsterdam",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

const local = (moment: string) => DateTime.fromISO(moment, { zone: ACTIVITY_TIME_ZONE });

export interface FeedOptions {
  name: string;
  /** The site's origin: each event's URL and a stable UID domain. */
  origin: string;
  /** The feed's own address (the calendar's URL). */
  url: string;
}

type FeedActivity = Pick<
  Activity,
  "id" | "title" | "descriptionHtml" | "startsAt" | "endsAt" | "repeat" | "repeatUntil" | "online" | "onlineUrl" | "address" | "place" | "status" | "updatedAt"
>;

type FeedShift = Pick<ShiftSignUp, "shiftId" | "activityId" | "activityTitle" | "startsAt" | "endsAt" | "task" | "place" | "status" | "createdAt">;

/** The text of an .ics feed of these activities and (a personal feed) one's shifts, each shift its own event. */
export function activitiesFeed(activities: FeedActivity[], { name, origin, url }: FeedOptions, shifts: FeedShift[] = []): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name,
    url,
    prodId: { company: "Inzet", product: "activiteitenkalender", language: "NL" },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: ACTIVITY_TIME_ZONE, generator: () => VTIMEZONE },
    ttl: 60 * 60,
  });
  for (const a of activities) {
    const text = a.descriptionHtml
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    calendar.createEvent({
      id: `activity-${a.id}@${host}`,
      start: local(a.startsAt),
      end: local(a.endsAt),
      timezone: ACTIVITY_TIME_ZONE,
      summary: a.title,
      description: text || null,
      location: a.online ? (a.onlineUrl ?? "Online") : [a.address, a.place].filter(Boolean).join(", ") || null,
      url: `${origin}/activiteitenkalender/${a.id}`,
      status: a.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      repeating:
        a.repeat === "none"
          ? null
          : {
              freq: a.repeat === "weekly" ? ICalEventRepeatingFreq.WEEKLY : ICalEventRepeatingFreq.MONTHLY,
              ...(a.repeatUntil ? { until: local(`${a.repeatUntil}T23:59`) } : { count: 104 }),
            },
      stamp: DateTime.fromISO(a.updatedAt),
    });
  }
  for (const s of shifts)
    calendar.createEvent({
      // One UID per shift: the calendar app keeps the event when the shift is moved or edited.
      id: `shift-${s.shiftId}@${host}`,
      start: local(s.startsAt),
      end: local(s.endsAt),
      timezone: ACTIVITY_TIME_ZONE,
      summary: s.task ? `${s.activityTitle} – ${s.task}` : s.activityTitle,
      location: s.place,
      url: `${origin}/activiteitenkalender/${s.activityId}`,
      // On the waiting list: tentative until a place frees.
      status: s.status === "waiting" ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      stamp: DateTime.fromISO(s.createdAt),
    });
  return calendar.toString();
}

/** An .ics answer: text/calendar, cached briefly by calendar apps and proxies. */
export const icsResponse = (body: string, filename: string) =>
  fileAnswer(body, { type: "text/calendar; charset=utf-8", filename, inline: true, cache: "private, max-age=300" });
