import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { addDays, localToday } from "@contract/activities";
import { listActivities } from "~/.server/api/activities";
import { ApiError } from "~/.server/api/errors";
import { apiFilter, parseCalendarSearch, requireActivitiesFeature } from "~/.server/activities/calendar";
import { activitiesFeed, icsResponse } from "~/.server/activities/ical";
import { pageNotFound } from "~/.server/not-found";

/**
 * The centre's public calendar as iCalendar, filtered like the page (theme, place, distance; the
 * page links here with its own query): from a month ago to a year ahead. ?soort=workshop: the workshops.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const url = new URL(request.url);
  const search = parseCalendarSearch(url);
  const kind = url.searchParams.get("soort") === "workshop" ? "workshop" : "activity";
  const from = addDays(localToday(), -31);
  let activities;
  try {
    ({ activities } = await listActivities(context.api, apiFilter(search, from, addDays(from, 396), kind)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) pageNotFound(request);
    throw error;
  }
  const name = `${context.t(kind === "workshop" ? "activities:workshops.title" : "activities:calendar.title")}`;
  return icsResponse(activitiesFeed(activities, { name, origin: url.origin, url: url.href }), "activiteitenkalender.ics");
}
