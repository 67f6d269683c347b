import { addDays, addMonths, daysBetween, localToUtc } from "./time";
import type { ActivityRepeat } from "./attributes";

/** At most this many occurrences are listed for one activity (two years of a weekly one). */
export const MAX_OCCURRENCES = 104;

export interface ActivitySchedule {
  /** Local wall-clock moments, "YYYY-MM-DDTHH:MM" (time.ts). */
  starts_at: string;
  ends_at: string;
  repeat: ActivityRepeat;
  /** The last date a repeating activity may start on; null: it runs for MAX_OCCURRENCES. */
  repeat_until: string | null;
}

export interface Occurrence {
  /** Local moments, as the schedule's. */
  starts_at: string;
  ends_at: string;
  /** The same moments as UTC instants (ISO 8601). */
  starts_at_utc: string;
  ends_at_utc: string;
}

/** The last local date any occurrence reaches (the end of the last one). */
export function lastDate(s: ActivitySchedule): string {
  const length = daysBetween(s.starts_at.slice(0, 10), s.ends_at.slice(0, 10));
  if (s.repeat === "none") return s.ends_at.slice(0, 10);
  if (s.repeat_until !== null) return addDays(s.repeat_until, length);
  const step = s.repeat === "weekly" ? 7 * (MAX_OCCURRENCES - 1) : 31 * (MAX_OCCURRENCES - 1);
  return addDays(s.starts_at.slice(0, 10), step + length);
}

/**
 * The occurrences that touch the local dates `from`..`to` (inclusive), at most `limit`. Each keeps
 * the schedule's local start and end time: a weekly 10:00 is 10:00 in winter and in summer.
 */
export function occurrencesBetween(s: ActivitySchedule, from: string, to: string, limit = MAX_OCCURRENCES): Occurrence[] {
  const startDate = s.starts_at.slice(0, 10);
  const startTime = s.starts_at.slice(11);
  const endTime = s.ends_at.slice(11);
  const length = daysBetween(startDate, s.ends_at.slice(0, 10));
  const found: Occurrence[] = [];
  for (let i = 0; i < MAX_OCCURRENCES && found.length < limit; i++) {
    const date = s.repeat === "none" ? (i === 0 ? startDate : null) : s.repeat === "weekly" ? addDays(startDate, 7 * i) : addMonths(startDate, i);
    if (s.repeat === "none" && i > 0) break;
    if (date === null) continue;
    if (s.repeat_until !== null && s.repeat !== "none" && date > s.repeat_until) break;
    if (date > to) break;
    const endDate = addDays(date, length);
    if (endDate < from) continue;
    const starts_at = `${date}T${startTime}`;
    const ends_at = `${endDate}T${endTime}`;
    found.push({ starts_at, ends_at, starts_at_utc: localToUtc(starts_at), ends_at_utc: localToUtc(ends_at) });
  }
  return found;
}
