import type { AppLoadContext } from "@remix-run/cloudflare";
import { addDays, localToday } from "@contract/activities";
import { listActivityEntries } from "../api/activities";
import { keptContent } from "../kept-content";

export interface HomeActivity {
  id: string;
  title: string;
  /** The next occurrence's start, UTC (the page formats it in Dutch time). */
  startsAt: string;
  place: string | null;
  online: boolean;
}

/**
 * The next three activities of the next two months. Kept while current (kept-content.ts): the
 * approved ones of the centre, whoever asks, by their dates in the window; the window starts on
 * the Amsterdam day, which the content version's UTC day does not follow, so it is in the key.
 */
export async function loadUpcomingActivities(context: AppLoadContext): Promise<HomeActivity[]> {
  const from = localToday();
  const { activities } = await keptContent(context, `home:activities:${from}`, () =>
    listActivityEntries(context.api, { from, to: addDays(from, 62), kind_eq: "activity" }, 3),
  );
  return activities.map((a) => ({ id: a.id, title: a.title, startsAt: a.occurrences[0]?.startsAtUtc ?? "", place: a.place, online: a.online }));
}
