import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { calendarLoader } from "~/.server/activities/calendar-loader";
import { titleMeta } from "~/utils/meta";
import { CalendarPage } from "./views";

// The public activity calendar (docs/activities.md): a month view and an agenda list, filtered
// by theme, place, date and distance with a plain GET form. It never hydrates.
export const handle = { i18n: ["activities"] };

export async function loader(args: LoaderFunctionArgs) {
  return { title: args.context.t("activities:calendar.title"), ...(await calendarLoader(args, "activity")) };
}

export const meta = titleMeta;

export default function ActivityCalendar() {
  const { t } = useTranslation("activities");
  const data = useLoaderData<typeof loader>();
  return (
    <CalendarPage
      data={data}
      title={t("calendar.title")}
      intro={t("calendar.intro")}
      base="/activiteitenkalender"
      feed={`/activiteitenkalender/feed.ics?${data.links.feed}`}
    />
  );
}
