import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import type { UserSearch } from "./search";

/** Name or e-mail and role as one GET form; the page size is kept, the page starts again at 1. */
export function SearchForm({ search, roles }: { search: UserSearch; roles: readonly string[] }) {
  const { t } = useTranslation("users");
  return (
    <Form method="get" role="search" aria-label={t("list.search")} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="per_page" value={search.perPage} />
      <TextField id="users-q" name="q" type="search" label={t("list.searchLabel")} defaultValue={search.q} key={`q-${search.q}`} />
      <SelectField
        id="users-role"
        name="role"
        label={t("fields.role")}
        placeholder={t("list.allRoles")}
        defaultValue={search.role}
        key={`role-${search.role}`}
        options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <Button type="submit" variant="primary">{t("list.submit")}</Button>
      <Link to="?" className="inline-flex min-h-10 items-center underline">{t("list.reset")}</Link>
    </Form>
  );
}
