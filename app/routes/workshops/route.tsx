import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { titleMeta } from "~/utils/meta";
import { calendarLoader } from "~/.server/activities/calendar-loader";
import { CalendarPage } from "../activiteitenkalender._index/views";

// The centre's own trainings (docs/activities.md): activities of kind "workshop", on the
// calendar's machinery (sessions are its occurrences; sign-ups and participant lists the same).
export const handle = { i18n: ["activities"] };

export async function loader(args: LoaderFunctionArgs) {
  return { title: args.context.t("activities:workshops.title"), ...(await calendarLoader(args, "workshop")) };
}

export const meta = titleMeta;

export default function Workshops() {
  const { t } = useTranslation("activities");
  const data = useLoaderData<typeof loader>();
  return (
    <CalendarPage
      data={data}
      title={t("workshops.title")}
      intro={t("workshops.intro")}
      base="/workshops"
      feed={`/activiteitenkalender/feed.ics?soort=workshop&${data.links.feed}`}
    />
  );
}
