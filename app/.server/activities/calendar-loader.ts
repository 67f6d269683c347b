import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { addDays } from "@contract/activities";
import { listActivityEntries } from "~/.server/api/activities";
import { ApiError } from "~/.server/api/errors";
import { listCenterTagNames } from "~/.server/api/tags";
import { AGENDA_DAYS, apiFilter, calendarQuery, entriesByDate, monthGrid, parseCalendarSearch, requireActivitiesFeature, shiftMonth } from "./calendar";
import { recordOptions } from "~/utils/form-options";

/** The calendar page's data (activities or workshops): the filters, the window and its days. */
export async function calendarLoader({ request, context }: LoaderFunctionArgs, kind: "activity" | "workshop") {
  requireActivitiesFeature(request, context);
  const search = parseCalendarSearch(new URL(request.url));
  const grid = search.view === "maand" ? monthGrid(search.month) : null;
  const from = grid ? grid.start : search.from;
  const to = grid ? grid.end : addDays(search.from, AGENDA_DAYS);
  let unknownPostcode = false;
  const [tags, result] = await Promise.all([
    listCenterTagNames(context),
    listActivityEntries(context.api, apiFilter(search, from, to, kind)).catch((error) => {
      // A postcode nobody knows: said on the form, with the calendar unfiltered by distance.
      if (!(error instanceof ApiError) || error.status !== 400 || !search.postcode) throw error;
      unknownPostcode = true;
      return listActivityEntries(context.api, apiFilter({ ...search, postcode: "" }, from, to, kind));
    }),
  ]);
  const query = calendarQuery(search);
  return {
    search,
    grid,
    from,
    to,
    unknownPostcode,
    themes: recordOptions(tags),
    days: entriesByDate(result.activities, from, to, context.t("activities:online")),
    total: result.total,
    links: {
      month: calendarQuery(search, { view: "maand" }),
      agenda: calendarQuery(search, { view: "agenda" }),
      previous: calendarQuery(search, { month: shiftMonth(search.month, -1) }),
      next: calendarQuery(search, { month: shiftMonth(search.month, 1) }),
      feed: query,
    },
  };
}

export type CalendarData = Awaited<ReturnType<typeof calendarLoader>>;
