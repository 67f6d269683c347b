import type { AppLoadContext } from "@remix-run/cloudflare";
import { addDays, localToday } from "@contract/activities";
import { listActivityEntries } from "../api/activities";

export interface HomeActivity {
  id: string;
  title: string;
  /** The next occurrence's start, UTC (the page formats it in Dutch time). */
  startsAt: string;
  place: string | null;
  online: boolean;
}

/** The next three activities of the next two months. */
export async function loadUpcomingActivities(context: AppLoadContext): Promise<HomeActivity[]> {
  const from = localToday();
  const { activities } = await listActivityEntries(context.api, { from, to: addDays(from, 62), kind_eq: "activity" }, 3);
  return activities.map((a) => ({ id: a.id, title: a.title, startsAt: a.occurrences[0]?.startsAtUtc ?? "", place: a.place, online: a.online }));
}
