import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { formatMoment, listApplications, listManagedVacancyOptions } from "~/.server/api/applications";
import { requireUser } from "~/.server/auth";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ListTotal } from "~/components/list-total";
import { titleMeta } from "~/utils/meta";
import { ApplicationTable } from "./application-table";
import { parseSearch } from "./search";
import { SearchForm } from "./search-form";
import { managesApplications } from "~/.server/permissions";
import { paginationLabels } from "~/utils/pagination-labels";
import { besideGuard, readAhead } from "~/.server/read-ahead";

export const handle = { i18n: ["applications"] };

// Volunteers see their own, organization admins their organization's, staff their centre's: the
// API decides. No JavaScript needed: the filters and paging are a GET form and links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = parseSearch(new URL(request.url));
  // Both reads need only the URL, and the api answers each as it answers this user: asked beside
  // the guard's call (~/.server/read-ahead). The vacancies one manages are used only by those who
  // handle applications; for a volunteer that read (an empty list) goes unused.
  const managedAhead = readAhead(listManagedVacancyOptions(context.api));
  const [user, { applications, total }] = await besideGuard(
    requireUser(request, context),
    listApplications(context.api, { status: search.status, vacancyId: search.vacancy, page: search.page, size: search.perPage }),
  );
  const manages = managesApplications(user);
  const managed = manages ? await managedAhead : [];
  // The filter offers the vacancies one manages and those on this page (a volunteer's own).
  const vacancies = new Map(managed.map((v) => [v.id, v.title]));
  for (const a of applications) if (a.vacancy) vacancies.set(a.vacancy.id, a.vacancy.title);
  return {
    title: context.t("applications:list.title"),
    search,
    vacancies: [...vacancies].map(([id, title]) => ({ id, title })),
    rows: applications.map((a) => ({
      id: a.id,
      name: a.name ?? "",
      vacancy: a.vacancy?.title ?? `#${a.vacancyId}`,
      organization: a.organizationName,
      status: a.status,
      date: formatMoment(a.createdAt, context.locale),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / search.perPage)),
  };
}

export const meta = titleMeta;

export default function Applications() {
  const { t } = useTranslation("applications");
  const { search, vacancies, rows, total, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <SearchForm search={search} vacancies={vacancies} />
      <ListTotal perPage={search.perPage}>{t("list.total", { count: total })}</ListTotal>
      <ApplicationTable rows={rows} caption={t("list.caption", { page: search.page, pages })} />
      <Pagination page={search.page} pages={pages} labels={paginationLabels(t, "applications", search.page, pages)} />
    </div>
  );
}
