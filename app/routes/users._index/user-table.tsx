import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { DataTable, tableLinkClasses } from "~/components/data-table";

export interface UserRow {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
}

/** The users of one page; the name links to the user's page. */
export function UserTable({ rows, caption }: { rows: UserRow[]; caption: string }) {
  const { t } = useTranslation("users");
  return (
    <DataTable
      rows={rows}
      caption={caption}
      empty={t("list.empty")}
      columns={[
        {
          header: t("fields.name"),
          cell: (row) => (
            <Link to={`/users/${row.id}`} className={tableLinkClasses}>
              {row.name || t("list.noName")}
            </Link>
          ),
        },
        { header: t("fields.email"), cell: (row) => row.email, className: "break-all" },
        {
          header: t("fields.roles"),
          cell: (row) => (row.roles.length ? [...new Set(row.roles)].map((role) => t(`roles.${role}`, { defaultValue: role })).join(", ") : t("list.none")),
        },
        { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
      ]}
    />
  );
}
