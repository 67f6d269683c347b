import type { ApiClient } from "~/.server/api/client";
import { getActivity } from "~/.server/api/activities";
import type { Shift } from "~/.server/api/shifts";
import { getVacancy } from "~/.server/api/vacancies";

/** The title of a shift's activity or vacancy (docs/shifts-and-hours.md), for a page naming one shift on its own. */
export async function shiftParentTitle(api: ApiClient, shift: Pick<Shift, "activityId" | "vacancyId">): Promise<string> {
  if (shift.activityId !== null) return (await getActivity(api, shift.activityId)).title;
  return (await getVacancy(api, shift.vacancyId ?? "")).title;
}
