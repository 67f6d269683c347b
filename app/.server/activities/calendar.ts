import type { AppLoadContext } from "@remix-run/cloudflare";
import { addDays, daysBetween, localToday } from "@contract/activities";
import { isCalendarDate, isPostcode, searchWords } from "@contract/rules";
import type { Activity, ActivityEntry, ActivityFilter } from "~/.server/api/activities";
import { pageNotFound } from "~/.server/not-found";

/** Activities are off in the meedoen app context (spec section 1): their pages are 404s there. */
export function requireActivitiesFeature(request: Request, context: AppLoadContext) {
  if (!context.tenant.features.activities) pageNotFound(request);
}

export const DISTANCES = ["5", "10", "25", "50"] as const;
export type CalendarView = "agenda" | "maand";

/** The calendar's filters as the page's GET form sends them; anything malformed is left out. */
export interface CalendarSearch {
  view: CalendarView;
  /** The month of the month view, "YYYY-MM". */
  month: string;
  /** The first date of the agenda. */
  from: string;
  /** Words to find in an activity's title, place or description. */
  q: string;
  theme: string;
  place: string;
  postcode: string;
  distance: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseCalendarSearch(url: URL): CalendarSearch {
  const get = (key: string) => (url.searchParams.get(key) ?? "").trim().slice(0, 100);
  const today = localToday();
  const from = get("van");
  const month = get("maand");
  const theme = get("thema");
  const distance = get("afstand");
  const postcode = get("postcode");
  return {
    view: get("weergave") === "maand" ? "maand" : "agenda",
    month: MONTH.test(month) ? month : today.slice(0, 7),
    from: isCalendarDate(from) ? from : today,
    q: get("zoek"),
    theme: /^[1-9]\d{0,17}$/.test(theme) ? theme : "",
    place: get("plaats"),
    postcode: isPostcode(postcode) ? postcode : "",
    distance: (DISTANCES as readonly string[]).includes(distance) ? distance : "",
  };
}

/** The search as query text, with some values replaced (links to other months and views). */
export function calendarQuery(search: CalendarSearch, change: Partial<CalendarSearch> = {}) {
  const s = { ...search, ...change };
  const params = new URLSearchParams();
  params.set("weergave", s.view);
  if (s.view === "maand") params.set("maand", s.month);
  else if (s.from !== localToday()) params.set("van", s.from);
  if (s.q) params.set("zoek", s.q);
  if (s.theme) params.set("thema", s.theme);
  if (s.place) params.set("plaats", s.place);
  if (s.postcode) params.set("postcode", s.postcode);
  if (s.distance) params.set("afstand", s.distance);
  return params.toString();
}

/** How long the agenda looks ahead. */
export const AGENDA_DAYS = 62;

/** The month grid: Monday of the first week through Sunday of the last. */
export function monthGrid(month: string) {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(first, -weekday);
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const lastWeekday = (new Date(`${last}T00:00:00Z`).getUTCDay() + 6) % 7;
  const end = addDays(last, 6 - lastWeekday);
  const weeks: string[][] = [];
  for (let d = start; d <= end; d = addDays(d, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
  return { start, end, weeks };
}

export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};

/** The API filter of a search over the window from..to. */
export function apiFilter(search: CalendarSearch, from: string, to: string, kind?: "activity" | "workshop"): ActivityFilter {
  return {
    from,
    to,
    kind_eq: kind,
    // Text without a word (only punctuation) searches for nothing, as the vacancy search does.
    q: searchWords(search.q).length > 0 ? search.q : undefined,
    tag_id_eq: search.theme || undefined,
    place_eq: search.place || undefined,
    postcode: search.postcode || undefined,
    distance_km_lteq: search.postcode ? search.distance || "25" : undefined,
  };
}

export interface DayEntry {
  id: string;
  title: string;
  /** "10:00–12:00", or empty when the occurrence fills the day (it started earlier). */
  time: string;
  place: string;
  status: Activity["status"];
}

/** Each date of the window with the occurrences on it (a multi-day one on every day it runs). */
export function entriesByDate(activities: ActivityEntry[], from: string, to: string, onlineLabel: string): Record<string, DayEntry[]> {
  const byDate: Record<string, DayEntry[]> = {};
  for (const a of activities) {
    for (const o of a.occurrences) {
      const startDate = o.startsAt.slice(0, 10);
      const endDate = o.endsAt.slice(0, 10);
      for (let d = startDate; d <= endDate && daysBetween(startDate, d) < 62; d = addDays(d, 1)) {
        if (d < from || d > to) continue;
        const time = d === startDate ? `${o.startsAt.slice(11)}–${d === endDate ? o.endsAt.slice(11) : "…"}` : "";
        (byDate[d] ??= []).push({ id: a.id, title: a.title, time, place: a.online ? onlineLabel : (a.place ?? ""), status: a.status });
      }
    }
  }
  for (const list of Object.values(byDate)) list.sort((x, y) => (x.time || "00").localeCompare(y.time || "00"));
  return byDate;
}
