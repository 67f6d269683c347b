import { useTranslation } from "~/i18n-t";
import { FilterSelect, ListSearchForm } from "~/components/list-search-form";
import { TextField } from "~/components/ui/text-field";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationSearch } from "./search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

/** Name, status and type as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search }: { search: OrganizationSearch }) {
  const { t } = useTranslation("organizations");
  const fields = searchFields("organizations", search);
  const statuses = formOptions(ORGANIZATION_STATUSES, (status) => t(`statuses.${status}`));
  const types = formOptions(ORGANIZATION_TYPES, (type) => t(`types.${type}`));
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField {...fields.field("name")} key={fields.key("name")} type="search" label={t("list.searchLabel")} />
      <FilterSelect fields={fields} name="status" label={t("fields.status")} all={t("list.allStatuses")} options={statuses} />
      <FilterSelect fields={fields} name="type" label={t("fields.type")} all={t("list.allTypes")} options={types} />
    </ListSearchForm>
  );
}
