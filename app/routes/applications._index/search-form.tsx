import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import type { ApplicationSearch } from "./search";
import { APPLICATION_STATUSES } from "@contract/applications";
import { formOptions, recordOptions } from "~/utils/form-options";

const STATUSES = APPLICATION_STATUSES;

/** Status and vacancy as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, vacancies }: { search: ApplicationSearch; vacancies: { id: string; title: string }[] }) {
  const { t } = useTranslation("applications");
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <SelectField
        id="applications-status"
        name="status"
        label={t("fields.status")}
        placeholder={t("list.allStatuses")}
        defaultValue={search.status}
        key={`status-${search.status}`}
        options={formOptions(STATUSES, (status) => t(`statuses.${status}`))}
      />
      {vacancies.length ? (
        <SelectField
          id="applications-vacancy"
          name="vacancy"
          label={t("fields.vacancy")}
          placeholder={t("list.allVacancies")}
          defaultValue={search.vacancy}
          key={`vacancy-${search.vacancy}`}
          options={recordOptions(vacancies, (v) => v.title)}
        />
      ) : null}
    </ListSearchForm>
  );
}
