import { useTranslation } from "~/i18n-t";
import { type Column, DataTable, linkColumn } from "~/components/data-table";
import { DateTime } from "~/components/ui/date-time";
import { type UserSearch, type UserSort, sortHref, sortState } from "./search";

export interface UserRow {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
  /** The organizations the user holds a role on (those the viewer may see). */
  organizations: string[];
  lastSignInAt: string | null;
}

/** The users of one page; the name links to the user's page, each header to the list in its order. */
export function UserTable({ rows, caption, search }: { rows: UserRow[]; caption: string; search: UserSearch }) {
  const { t, i18n } = useTranslation("users");
  const sorted = (sort: UserSort, column: Omit<Column<UserRow>, "sort">): Column<UserRow> => ({
    ...column,
    sort: { href: sortHref(search, sort), current: sortState(search.sort, sort), label: t("list.sortBy", { column: column.header }) },
  });
  return (
    <DataTable
      rows={rows}
      caption={caption}
      empty={t("list.empty")}
      columns={[
        sorted(
          "name",
          linkColumn(t("fields.name"), (row) => ({ to: `/users/${row.id}`, text: row.name || t("list.noName") })),
        ),
        sorted("email", { header: t("fields.email"), cell: (row) => row.email, className: "break-all" }),
        sorted("organization", {
          header: t("fields.organization"),
          cell: (row) => (row.organizations.length ? [...new Set(row.organizations)].sort((a, b) => a.localeCompare(b)).join(", ") : t("list.none")),
        }),
        sorted("role", {
          header: t("fields.roles"),
          cell: (row) => (row.roles.length ? [...new Set(row.roles)].map((role) => t(`roles.${role}`, { defaultValue: role })).join(", ") : t("list.none")),
        }),
        sorted("status", { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) }),
        sorted("last_sign_in_at", {
          header: t("fields.lastSignIn"),
          cell: (row) => (row.lastSignInAt ? <DateTime value={row.lastSignInAt} locale={i18n.language} /> : t("list.never")),
        }),
      ]}
    />
  );
}
