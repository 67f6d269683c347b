// Activities happen in Dutch local time (Europe/Amsterdam): a weekly activity at 10:00 stays at
// 10:00 across the switch to and from summer time, so its moments are stored as local wall-clock
// text ("2026-03-20T10:00") and turned into UTC instants only when a client needs one.
import { IsolateCache } from "../isolate-cache";

export const ACTIVITY_TIME_ZONE = "Europe/Amsterdam";

/** "YYYY-MM-DDTHH:MM", a local wall-clock moment. */
export const LOCAL_MOMENT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export const isLocalMoment = (value: string) => {
  const m = LOCAL_MOMENT_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value.slice(0, 10);
};

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ACTIVITY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes Amsterdam is ahead of UTC at this instant, from the time zone data (the costly call). */
export function zoneOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const HOUR = 3_600_000;

/**
 * A UTC year's offsets: [the instant it starts, minutes ahead of UTC], the year's start first, then
 * each switch (found to the hour: Amsterdam switches at 01:00 UTC). Asking the time zone data for
 * every moment cost about 40 µs a call, four calls an occurrence: a weekly activity's year of
 * occurrences took milliseconds (docs/performance.md, "CPU"); a year's switches are found once
 * per isolate with about 35 calls.
 */
const offsetsByYear = new IsolateCache<[number, number][]>({ max: 64 });
const offsetsOf = (year: number) => offsetsByYear.getOrSet(String(year), () => switchesOf(year));

function switchesOf(year: number): [number, number][] {
  const offsets: [number, number][] = [[Date.UTC(year, 0, 1), zoneOffsetMinutes(Date.UTC(year, 0, 1))]];
  for (let month = 0; month < 12; month++) {
    const before = offsets[offsets.length - 1][1];
    const end = Date.UTC(year, month + 1, 1);
    if (zoneOffsetMinutes(end) === before) continue;
    // The switch lies after this month's start, at the latest at the next one's: halve the hours.
    let same = Date.UTC(year, month, 1) / HOUR;
    let changed = end / HOUR;
    while (changed - same > 1) {
      const middle = Math.floor((same + changed) / 2);
      if (zoneOffsetMinutes(middle * HOUR) === before) same = middle;
      else changed = middle;
    }
    offsets.push([changed * HOUR, zoneOffsetMinutes(changed * HOUR)]);
  }
  return offsets;
}

/** Minutes Amsterdam is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const offsets = offsetsOf(new Date(instant).getUTCFullYear());
  let offset = offsets[0][1];
  for (const [from, minutes] of offsets) if (from <= instant) offset = minutes;
  return offset;
}

// Each local moment's UTC instant, kept: an activity's shifts page of 41 shifts asked for 82 on
// every request, and the answer depends on the moment alone (the zone's rules are this code).
const instantOfMoment = new IsolateCache<string>({ max: 2048 });

/** The UTC instant (ISO) of a local moment; a moment skipped by the spring switch moves an hour on. */
export const localToUtc = (moment: string): string => instantOfMoment.get(moment) ?? instantOfMoment.set(moment, instantOf(moment));

function instantOf(moment: string): string {
  const [date, time] = moment.split("T");
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - offsetMinutes(wall) * 60_000;
  const second = wall - offsetMinutes(instant) * 60_000;
  if (second !== instant) instant = Math.max(instant, second);
  return new Date(instant).toISOString();
}

/** The local moment ("YYYY-MM-DDTHH:MM") of a UTC instant. */
export function utcToLocal(instant: Date): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** Today's date in Amsterdam ("YYYY-MM-DD"). */
export const localToday = (now = new Date()) => utcToLocal(now).slice(0, 10);

/** A calendar date plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The same day of the month `months` later, or null when that month has no such day (the 31st). */
export function addMonths(date: string, months: number): string | null {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, d));
  return target.getUTCDate() === d ? target.toISOString().slice(0, 10) : null;
}
