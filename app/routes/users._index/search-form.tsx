import { useTranslation } from "~/i18n-t";
import { FilterSelect, ListSearchForm } from "~/components/list-search-form";
import { TextField } from "~/components/ui/text-field";
import type { UserSearch } from "./search";
import { formOptions } from "~/utils/form-options";
import { searchFields } from "~/utils/field-props";

/** Name or e-mail and role as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, roles }: { search: UserSearch; roles: readonly string[] }) {
  const { t } = useTranslation("users");
  const fields = searchFields("users", search);
  const roleOptions = formOptions(roles, (role) => t(`roles.${role}`));
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField {...fields.field("q")} key={fields.key("q")} type="search" label={t("list.searchLabel")} />
      <FilterSelect fields={fields} name="role" label={t("fields.role")} all={t("list.allRoles")} options={roleOptions} />
      {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
    </ListSearchForm>
  );
}
