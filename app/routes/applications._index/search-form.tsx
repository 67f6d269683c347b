import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import type { ApplicationSearch } from "./search";
import { APPLICATION_STATUSES } from "@contract/applications";
import { formOptions, recordOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

const STATUSES = APPLICATION_STATUSES;

/** Status and vacancy as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, vacancies }: { search: ApplicationSearch; vacancies: { id: string; title: string }[] }) {
  const { t } = useTranslation("applications");
  const { field, key } = searchFields("applications", search);
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <SelectField
        {...field("status")}
        key={key("status")}
        label={t("fields.status")}
        placeholder={t("list.allStatuses")}
        options={formOptions(STATUSES, (status) => t(`statuses.${status}`))}
      />
      {vacancies.length ? (
        <SelectField
          {...field("vacancy")}
          key={key("vacancy")}
          label={t("fields.vacancy")}
          placeholder={t("list.allVacancies")}
          options={recordOptions(vacancies, (v) => v.title)}
        />
      ) : null}
    </ListSearchForm>
  );
}
