import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { feedActivities } from "~/.server/api/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { activitiesFeed, icsResponse } from "~/.server/activities/ical";
import { pageNotFound } from "~/.server/not-found";

/** A user's personal feed of their sign-ups, at its secret address (revocable on /activiteitenkalender/agenda). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const activities = await feedActivities(context.api.anonymous(), params.token ?? "");
  if (activities === null) pageNotFound(request);
  const url = new URL(request.url);
  return icsResponse(
    activitiesFeed(activities, { name: context.t("activities:personal.feedName"), origin: url.origin, url: url.href }),
    "mijn-activiteiten.ics",
  );
}
