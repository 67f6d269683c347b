import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface UserRow {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
}

const linkClasses = "text-primary-800 underline dark:text-primary-300";

/** The users of one page; the name links to the user's page. */
export function UserTable({ rows, caption }: { rows: UserRow[]; caption: string }) {
  const { t } = useTranslation("users");
  if (!rows.length) return <p className="mt-6">{t("list.empty")}</p>;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            <th scope="col" className="py-2 pr-4">{t("fields.name")}</th>
            <th scope="col" className="py-2 pr-4">{t("fields.email")}</th>
            <th scope="col" className="py-2 pr-4">{t("fields.roles")}</th>
            <th scope="col" className="py-2">{t("fields.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-muted-200 dark:border-muted-800">
              <td className="py-2 pr-4">
                <Link to={`/users/${row.id}`} className={linkClasses}>{row.name || t("list.noName")}</Link>
              </td>
              <td className="py-2 pr-4 break-all">{row.email}</td>
              <td className="py-2 pr-4">
                {row.roles.length ? [...new Set(row.roles)].map((role) => t(`roles.${role}`, { defaultValue: role })).join(", ") : t("list.none")}
              </td>
              <td className="py-2">{t(`statuses.${row.status}`, { defaultValue: row.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
