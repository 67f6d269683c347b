import { useTranslation } from "~/i18n-t";
import { FilterSelect, ListSearchForm } from "~/components/list-search-form";
import type { ApplicationSearch } from "./search";
import { APPLICATION_STATUSES } from "@contract/applications";
import { formOptions, recordOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

/** Status and vacancy as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, vacancies }: { search: ApplicationSearch; vacancies: { id: string; title: string }[] }) {
  const { t } = useTranslation("applications");
  const fields = searchFields("applications", search);
  const statuses = formOptions(APPLICATION_STATUSES, (status) => t(`statuses.${status}`));
  const vacancyOptions = recordOptions(vacancies, (v) => v.title);
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <FilterSelect fields={fields} name="status" label={t("fields.status")} all={t("list.allStatuses")} options={statuses} />
      {vacancies.length ? (
        <FilterSelect fields={fields} name="vacancy" label={t("fields.vacancy")} all={t("list.allVacancies")} options={vacancyOptions} />
      ) : null}
    </ListSearchForm>
  );
}
