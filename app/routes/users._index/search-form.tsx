import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { UserSearch } from "./search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

/** Name or e-mail and role as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, roles }: { search: UserSearch; roles: readonly string[] }) {
  const { t } = useTranslation("users");
  const { field, key } = searchFields("users", search);
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField {...field("q")} key={key("q")} type="search" label={t("list.searchLabel")} />
      <SelectField
        {...field("role")}
        key={key("role")}
        label={t("fields.role")}
        placeholder={t("list.allRoles")}
        options={formOptions(roles, (role) => t(`roles.${role}`))}
      />
      {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
    </ListSearchForm>
  );
}
