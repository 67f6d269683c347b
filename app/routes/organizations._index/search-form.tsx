import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationSearch } from "./search";
import { formOptions } from "~/utils/form-options";

/** Name, status and type as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search }: { search: OrganizationSearch }) {
  const { t } = useTranslation("organizations");
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField id="organizations-name" name="name" type="search" label={t("list.searchLabel")} defaultValue={search.name} key={`name-${search.name}`} />
      <SelectField
        id="organizations-status"
        name="status"
        label={t("fields.status")}
        placeholder={t("list.allStatuses")}
        defaultValue={search.status}
        key={`status-${search.status}`}
        options={formOptions(ORGANIZATION_STATUSES, (status) => t(`statuses.${status}`))}
      />
      <SelectField
        id="organizations-type"
        name="type"
        label={t("fields.type")}
        placeholder={t("list.allTypes")}
        defaultValue={search.type}
        key={`type-${search.type}`}
        options={formOptions(ORGANIZATION_TYPES, (type) => t(`types.${type}`))}
      />
    </ListSearchForm>
  );
}
