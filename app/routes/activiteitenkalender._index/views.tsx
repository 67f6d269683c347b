import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { CalendarSearch, DayEntry } from "~/.server/activities/calendar";
import type { CalendarData } from "~/.server/activities/calendar-loader";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button-styles";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { dateTimeFormat } from "~/utils/intl";

const intl = (locale: string) => (locale === "en" ? "en-GB" : "nl-NL");
const dateText = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(intl(locale), { ...options, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** The filters: a plain GET form, so they work without JavaScript. */
export function CalendarFilters({
  search,
  themes,
  unknownPostcode,
  base,
}: {
  search: CalendarSearch;
  themes: { value: string; label: string }[];
  unknownPostcode: boolean;
  base: string;
}) {
  const { t } = useTranslation("activities");
  return (
    <Form
      method="get"
      action={base}
      className="grid gap-4 rounded-theme border border-muted-200 p-4 sm:grid-cols-3 lg:grid-cols-4 sm:items-end dark:border-muted-700"
    >
      <input type="hidden" name="weergave" value={search.view} />
      {search.view === "maand" ? <input type="hidden" name="maand" value={search.month} /> : null}
      <TextField id="calendar-q" name="zoek" type="search" label={t("filters.search")} defaultValue={search.q} maxLength={100} />
      <SelectField
        id="calendar-theme"
        name="thema"
        label={t("filters.theme")}
        placeholder={t("filters.anyTheme")}
        options={themes}
        defaultValue={search.theme}
      />
      <TextField id="calendar-place" name="plaats" label={t("filters.place")} autoComplete="address-level2" defaultValue={search.place} />
      {search.view === "agenda" ? <TextField id="calendar-from" name="van" type="date" label={t("filters.from")} defaultValue={search.from} /> : null}
      <TextField
        id="calendar-postcode"
        name="postcode"
        label={t("filters.postcode")}
        autoComplete="postal-code"
        defaultValue={search.postcode}
        errors={unknownPostcode ? [t("filters.unknownPostcode")] : undefined}
      />
      <SelectField
        id="calendar-distance"
        name="afstand"
        label={t("filters.distance")}
        placeholder={t("filters.anyDistance")}
        options={["5", "10", "25", "50"].map((km) => ({ value: km, label: t("filters.km", { km }) }))}
        defaultValue={search.distance}
      />
      <button type="submit" className={buttonClasses("primary")}>
        {t("filters.submit")}
      </button>
    </Form>
  );
}

function Entry({ entry }: { entry: DayEntry }) {
  const { t } = useTranslation("activities");
  return (
    <>
      <Link to={`/activiteitenkalender/${entry.id}`} className="font-semibold underline">
        {entry.title}
      </Link>
      <span className="block text-sm text-muted-700 dark:text-muted-300">
        {[entry.time, entry.place, entry.status === "cancelled" ? t("status.cancelled") : ""].filter(Boolean).join(" · ")}
      </span>
    </>
  );
}

/** The month as a table: a row per week, a cell per day with that day's activities. */
export function MonthTable({
  month,
  weeks,
  days,
  previous,
  next,
}: {
  month: string;
  weeks: string[][];
  days: Record<string, DayEntry[]>;
  previous: string;
  next: string;
}) {
  const { t, i18n } = useTranslation("activities");
  const caption = dateText(`${month}-01`, i18n.language, { month: "long", year: "numeric" });
  return (
    <div className="grid gap-2">
      <div className="flex justify-between gap-4">
        <Link to={previous} className="underline">
          {t("calendar.previousMonth")}
        </Link>
        <Link to={next} className="underline">
          {t("calendar.nextMonth")}
        </Link>
      </div>
      <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="mb-2 text-left text-xl font-semibold">{caption}</caption>
          <thead>
            <tr>
              {weeks[0].map((date) => (
                <th key={date} scope="col" className="border border-muted-200 p-2 dark:border-muted-700">
                  <abbr title={dateText(date, i18n.language, { weekday: "long" })}>{dateText(date, i18n.language, { weekday: "short" })}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((date) => (
                  <td
                    key={date}
                    className={`h-24 border border-muted-200 p-2 align-top dark:border-muted-700 ${date.startsWith(month) ? "" : "bg-muted-50 dark:bg-muted-900"}`}
                  >
                    <span className="block text-sm">
                      {Number(date.slice(8))}
                      <span className="sr-only"> {dateText(date, i18n.language, { month: "long" })}</span>
                    </span>
                    {days[date]?.length ? (
                      <ul className="grid gap-1">
                        {days[date].map((entry) => (
                          <li key={`${entry.id}-${entry.time}`}>
                            <Entry entry={entry} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The agenda: the dates with activities, in order. */
export function AgendaList({ days, from, to }: { days: Record<string, DayEntry[]>; from: string; to: string }) {
  const { t, i18n } = useTranslation("activities");
  const dates = Object.keys(days).sort();
  if (dates.length === 0)
    return <p>{t("calendar.none", { from: dateText(from, i18n.language, { dateStyle: "long" }), to: dateText(to, i18n.language, { dateStyle: "long" }) })}</p>;
  return (
    <ol className="grid gap-6">
      {dates.map((date) => (
        <li key={date}>
          <h2 className="text-lg font-semibold">{dateText(date, i18n.language, { dateStyle: "full" })}</h2>
          <ul className="mt-2 grid gap-2">
            {days[date].map((entry) => (
              <li key={`${entry.id}-${entry.time}`} className="rounded-theme border border-muted-200 p-3 dark:border-muted-700">
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** The calendar page of the activities or the workshops. */
export function CalendarPage({ data, title, intro, base, feed }: { data: CalendarData; title: string; intro: string; base: string; feed: string }) {
  const { t } = useTranslation("activities");
  const { search, grid, days, links } = data;
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={intro} />
      <CalendarFilters search={search} themes={data.themes} unknownPostcode={data.unknownPostcode} base={base} />
      <nav aria-label={t("calendar.views")} className="flex flex-wrap gap-4">
        <Link to={`${base}?${links.agenda}`} aria-current={search.view === "agenda" ? "page" : undefined} className="underline aria-[current=page]:font-bold">
          {t("calendar.agenda")}
        </Link>
        <Link to={`${base}?${links.month}`} aria-current={search.view === "maand" ? "page" : undefined} className="underline aria-[current=page]:font-bold">
          {t("calendar.month")}
        </Link>
        <a href={feed} className="underline">
          {t("calendar.feed")}
        </a>
      </nav>
      {grid ? (
        <MonthTable month={search.month} weeks={grid.weeks} days={days} previous={`${base}?${links.previous}`} next={`${base}?${links.next}`} />
      ) : (
        <AgendaList days={days} from={data.from} to={data.to} />
      )}
    </div>
  );
}
