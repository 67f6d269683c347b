import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { activitiesFeed } from "./ical";

// The feed read back by an independent parser (ical.js): a weekly 10:00 stays 10:00 in
// Amsterdam across the switch to summer time (2027-03-28) and back (2027-10-31).
const base = {
  descriptionHtml: "<p>Samen <strong>wandelen</strong>.</p>",
  online: false,
  onlineUrl: null,
  address: "Parkweg 1",
  place: "Arnhem",
  status: "approved" as const,
  updatedAt: "2026-11-01T12:00:00.000Z",
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  for (const tz of component.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  return component.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
}

const amsterdam = (time: ICAL.Time) => time.toJSDate().toLocaleString("sv-SE", { timeZone: "Europe/Amsterdam" }).slice(0, 16);

describe("the iCalendar feed", () => {
  it("keeps a weekly activity's local time across both switches", () => {
    const text = activitiesFeed(
      [
        { ...base, id: "7", title: "Wandelen", startsAt: "2027-03-15T10:00", endsAt: "2027-03-15T11:30", repeat: "weekly", repeatUntil: "2027-11-08" },
        {
          ...base,
          id: "8",
          title: "Open dag",
          startsAt: "2027-06-01T13:00",
          endsAt: "2027-06-02T17:00",
          repeat: "none",
          repeatUntil: null,
          status: "cancelled",
        },
      ],
      { name: "Activiteiten", origin: "https://demo.example.org", url: "https://demo.example.org/activiteitenkalender/feed.ics" },
    );
    expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20270315T100000");
    const [weekly, once] = parse(text);
    expect(weekly.summary).toBe("Wandelen");
    expect(weekly.uid).toBe("activity-7@demo.example.org");
    expect(weekly.location).toBe("Parkweg 1, Arnhem");
    expect(weekly.description).toBe("Samen wandelen .");
    const it = weekly.iterator();
    const starts: ICAL.Time[] = [];
    for (let next = it.next(); next && starts.length < 40; next = it.next()) starts.push(next);
    const byDate = (date: string) => starts.find((t) => t.toString().startsWith(date))!;
    // Before, after the switch to summer time, and after the switch back: always 10:00 local.
    for (const date of ["2027-03-22", "2027-03-29", "2027-10-25", "2027-11-01"]) expect(amsterdam(byDate(date))).toBe(`${date} 10:00`);
    expect(byDate("2027-03-22").toJSDate().toISOString()).toBe("2027-03-22T09:00:00.000Z");
    expect(byDate("2027-03-29").toJSDate().toISOString()).toBe("2027-03-29T08:00:00.000Z");
    expect(byDate("2027-11-01").toJSDate().toISOString()).toBe("2027-11-01T09:00:00.000Z");
    expect(starts.at(-1)!.toString().slice(0, 10)).toBe("2027-11-08");
    expect(once.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(amsterdam(once.endDate)).toBe("2027-06-02 17:00");
  });

  it("gives each of one's shifts its own event: its UID, Amsterdam times, task and place, waiting as tentative", () => {
    const shift = { activityId: "50", activityTitle: "Zomerfestival", createdAt: "2026-11-01T12:00:00.000Z" };
    const text = activitiesFeed([], { name: "Mijn activiteiten", origin: "https://demo.example.org", url: "https://demo.example.org/x.ics" }, [
      { ...shift, shiftId: "5003", startsAt: "2027-07-03T12:00", endsAt: "2027-07-03T16:00", task: "Bar", place: "Bartent", status: "confirmed" },
      { ...shift, shiftId: "5004", startsAt: "2027-11-06T20:00", endsAt: "2027-11-07T00:00", task: null, place: null, status: "waiting" },
    ]);
    expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20270703T120000");
    const [bar, night] = parse(text);
    expect(bar.uid).toBe("shift-5003@demo.example.org");
    expect(bar.summary).toBe("Zomerfestival – Bar");
    expect(bar.location).toBe("Bartent");
    // Summer time: 12:00 in Amsterdam is 10:00 UTC; winter time: 20:00 is 19:00 UTC, ending at midnight.
    expect(bar.startDate.toJSDate().toISOString()).toBe("2027-07-03T10:00:00.000Z");
    expect(night.uid).toBe("shift-5004@demo.example.org");
    expect(night.summary).toBe("Zomerfestival");
    expect(night.startDate.toJSDate().toISOString()).toBe("2027-11-06T19:00:00.000Z");
    expect(amsterdam(night.endDate)).toBe("2027-11-07 00:00");
    expect(night.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(bar.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });
});
