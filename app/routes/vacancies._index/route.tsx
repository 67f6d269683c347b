import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { readAhead } from "~/.server/read-ahead";
import { listManagedVacancies } from "~/.server/api/vacancies-admin";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { FilterSelect, ListSearchForm } from "~/components/list-search-form";
import { HeaderLinks, PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ListTotal } from "~/components/list-total";
import { TextField } from "~/components/ui/text-field";
import { VACANCY_STATUSES } from "~/utils/vacancy-status";
import { titleMeta } from "~/utils/meta";
import { parseSearch } from "./search";
import { VacancyTable } from "./vacancy-table";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

// The vacancies this user manages (organization admins, centre staff, super admins): the API
// decides which (`filter[managed]=true`); a volunteer simply gets none. No JavaScript needed:
// search, paging and the bulk-edit selection are GET forms.
export const handle = { i18n: ["vacancies"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A volunteer manages no vacancies: the public list is theirs, not an empty admin screen
  // with buttons that answer 403.
  const search = parseSearch(new URL(request.url));
  // The list needs nothing of the user: asked beside them, used after the guard.
  const list = readAhead(listManagedVacancies(context.api, { search: search.q, status: search.status, page: search.page, size: search.perPage }));
  if (!permissionsOf(await requireUser(request, context)).managesVacancies) throw safeRedirect("/vacancies/search");
  const { vacancies, total, totalCapped } = await list;
  const rows = vacancies.map(({ id, title, status, expiresOn, organization }) => ({ id, title, status, expiresOn, organization: organization?.name ?? "" }));
  return { title: context.t("vacancies:list.title"), search, rows, total, totalCapped, pages: Math.max(1, Math.ceil(total / search.perPage)) };
}

export const meta = titleMeta;

export default function Vacancies() {
  const { t } = useTranslation("vacancies");
  const { search, rows, total, totalCapped, pages } = useLoaderData<typeof loader>();
  const fields = searchFields("vacancies", search);
  const statuses = formOptions(VACANCY_STATUSES, (status) => t(`statuses.${status}`));
  return (
    <div>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={<HeaderLinks links={[{ to: "/vacancies/add", label: t("list.new") }]} />}
      />
      <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
        <TextField {...fields.field("q")} key={fields.key("q")} type="search" label={t("list.searchLabel")} />
        <FilterSelect fields={fields} name="status" label={t("fields.status")} all={t("list.allStatuses")} options={statuses} />
      </ListSearchForm>
      <ListTotal perPage={search.perPage}>{totalCapped ? t("list.totalCapped", { count: total }) : t("list.total", { count: total })}</ListTotal>
      <VacancyTable rows={rows} caption={t("list.caption", { page: search.page, pages })} />
      <Pagination
        page={search.page}
        pages={pages}
        labels={{ nav: t("list.pagination"), previous: t("list.previous"), next: t("list.next"), pageOf: t("list.pageOf", { page: search.page, pages }) }}
      />
    </div>
  );
}
