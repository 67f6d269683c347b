import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { feedActivities } from "~/.server/api/activities";
import { feedShiftSignUps } from "~/.server/api/shifts";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { activitiesFeed, icsResponse } from "~/.server/activities/ical";
import { pageNotFound } from "~/.server/not-found";

/** A user's personal feed of their sign-ups and shifts, at its secret address (revocable on /activiteitenkalender/agenda). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const api = context.api.anonymous();
  const [activities, shifts] = await Promise.all([feedActivities(api, params.token ?? ""), feedShiftSignUps(api, params.token ?? "")]);
  if (activities === null || shifts === null) pageNotFound(request);
  const url = new URL(request.url);
  return icsResponse(
    activitiesFeed(activities, { name: context.t("activities:personal.feedName"), origin: url.origin, url: url.href }, shifts),
    "mijn-activiteiten.ics",
  );
}
