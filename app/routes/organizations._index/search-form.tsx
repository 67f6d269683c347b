import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationSearch } from "./search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

/** Name, status and type as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search }: { search: OrganizationSearch }) {
  const { t } = useTranslation("organizations");
  const { field, key } = searchFields("organizations", search);
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField {...field("name")} key={key("name")} type="search" label={t("list.searchLabel")} />
      <SelectField
        {...field("status")}
        key={key("status")}
        label={t("fields.status")}
        placeholder={t("list.allStatuses")}
        options={formOptions(ORGANIZATION_STATUSES, (status) => t(`statuses.${status}`))}
      />
      <SelectField
        {...field("type")}
        key={key("type")}
        label={t("fields.type")}
        placeholder={t("list.allTypes")}
        options={formOptions(ORGANIZATION_TYPES, (type) => t(`types.${type}`))}
      />
    </ListSearchForm>
  );
}
