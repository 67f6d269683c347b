import { useTranslation } from "~/i18n-t";
import { ListSearchForm } from "~/components/list-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { UserSearch } from "./search";
import { formOptions } from "~/utils/form-options";

/** Name or e-mail and role as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, roles }: { search: UserSearch; roles: readonly string[] }) {
  const { t } = useTranslation("users");
  return (
    <ListSearchForm label={t("list.search")} perPage={search.perPage} submit={t("list.submit")} reset={t("list.reset")}>
      <TextField id="users-q" name="q" type="search" label={t("list.searchLabel")} defaultValue={search.q} key={`q-${search.q}`} />
      <SelectField
        id="users-role"
        name="role"
        label={t("fields.role")}
        placeholder={t("list.allRoles")}
        defaultValue={search.role}
        key={`role-${search.role}`}
        options={formOptions(roles, (role) => t(`roles.${role}`))}
      />
      {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
    </ListSearchForm>
  );
}
