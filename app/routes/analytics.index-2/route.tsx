import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { listOrganizationFigures } from "~/.server/api/analytics";
import { orErrorScreen } from "~/.server/api/errors";
import { type FigureSortField, parseFigureSort } from "~/.server/analytics/sort";
import { parseAnalyticsSearch, requireFigures } from "~/.server/analytics-search";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { formatCalendarDate } from "~/components/ui/date-time";
import { titleMeta } from "~/utils/meta";
import { clampedPage } from "~/utils/list-search";
import { numberFormat } from "~/utils/intl";
import { paginationLabels } from "~/utils/pagination-labels";

export const handle = { i18n: ["analytics"] };

const PAGE_SIZE = 50;

// Figures per organization of the centre (docs/analytics.md): a table sorted by its column links,
// paged, and downloadable as CSV in the same order. No JavaScript needed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFigures({ request, context });
  const url = new URL(request.url);
  const search = parseAnalyticsSearch(url);
  const sort = parseFigureSort(url);
  const number = clampedPage(url.searchParams);
  const { rows, total, from, to } = await orErrorScreen(listOrganizationFigures(context.api, search, sort.param, { number, size: PAGE_SIZE }), { 403: 403 });
  return {
    title: context.t("analytics:perOrganization.title"),
    rows,
    total,
    from,
    to,
    sort,
    number,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    query: url.search,
  };
}

export const meta = titleMeta;

const COLUMNS: { field: FigureSortField | null; label: string }[] = [
  { field: "name", label: "name" },
  { field: "vacancies_published", label: "vacancies" },
  { field: "applications", label: "applications" },
  { field: null, label: "accepted" },
  { field: "acceptance_rate", label: "acceptanceRate" },
  { field: "median_response_hours", label: "medianResponse" },
];

export default function OrganizationFigures() {
  const { t, i18n } = useTranslation("analytics");
  const { rows, total, from, to, sort, number, pages, query } = useLoaderData<typeof loader>();
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const small = t("figures.small");
  const count = (n: number | null) => (n === null ? small : String(n));
  const hours = (h: number | null) =>
    h === null ? "–" : h < 48 ? t("perOrganization.hours", { count: h }) : t("perOrganization.days", { count: Math.round(h / 24) });
  const rate = (r: number | null) => (r === null ? "–" : numberFormat(i18n.language, { style: "percent" }).format(r));
  const period = `from=${from}&to=${to}`;
  const sortHref = (field: FigureSortField) => `?${period}&sort=${field}&dir=${sort.field === field && sort.dir === "asc" ? "desc" : "asc"}`;
  return (
    <div>
      <PageHeader
        title={t("perOrganization.title")}
        description={t("perOrganization.description", { from: date(from), to: date(to) })}
        actions={
          <>
            <a
              className="underline text-primary-800 dark:text-primary-300"
              href={`/analytics/index-2.csv?${period}&sort=${sort.field}&dir=${sort.dir}`}
              download
            >
              {t("figures.export")}
            </a>
            <Link className="underline text-primary-800 dark:text-primary-300" to={`/analytics${query ? `?${period}` : ""}`}>
              {t("perOrganization.back")}
            </Link>
          </>
        }
      />
      <p className="mb-4 text-muted-700 dark:text-muted-300">
        {t("figures.smallNote")} {t("perOrganization.notShown")}
      </p>
      {rows.length ? (
        <div className="overflow-x-auto" role="region" aria-label={t("perOrganization.caption")} tabIndex={0}>
          <table className="w-full text-left">
            <caption className="sr-only">{t("perOrganization.caption")}</caption>
            <thead>
              <tr className="border-b border-muted-300 dark:border-muted-700">
                {COLUMNS.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    className="py-2 pr-4"
                    aria-sort={c.field && sort.field === c.field ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {c.field ? (
                      <Link
                        className="underline text-primary-800 dark:text-primary-300"
                        to={sortHref(c.field)}
                        aria-label={t("perOrganization.sortBy", { column: t(`perOrganization.${c.label}`) })}
                      >
                        {t(`perOrganization.${c.label}`)}
                        {sort.field === c.field ? <span aria-hidden="true">{sort.dir === "asc" ? " ▲" : " ▼"}</span> : null}
                      </Link>
                    ) : (
                      t(`perOrganization.${c.label}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-muted-200 dark:border-muted-800">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <Link className="underline text-primary-800 dark:text-primary-300" to={`/organizations/${r.id}`}>
                      {r.name || r.id}
                    </Link>
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{count(r.vacanciesPublished)}</td>
                  <td className="py-2 pr-4 tabular-nums">{count(r.applications)}</td>
                  <td className="py-2 pr-4 tabular-nums">{count(r.accepted)}</td>
                  <td className="py-2 pr-4 tabular-nums">{rate(r.acceptanceRate)}</td>
                  <td className="py-2 tabular-nums">{hours(r.medianResponseHours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("perOrganization.empty")}</p>
      )}
      {total > PAGE_SIZE ? <Pagination page={number} pages={pages} labels={paginationLabels(t, "analytics", number, pages)} /> : null}
    </div>
  );
}
