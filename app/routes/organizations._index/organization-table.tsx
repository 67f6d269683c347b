import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

interface Row {
  id: string;
  name: string;
  organizationType: string;
  status: string;
  address: string;
}

const linkClasses = "text-primary-800 underline dark:text-primary-300";

/** The organizations of one page; the name links to the public page. */
export function OrganizationTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation("organizations");
  if (!rows.length) return <p className="mt-6">{t("list.empty")}</p>;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            <th scope="col" className="py-2 pr-4">{t("fields.name")}</th>
            <th scope="col" className="py-2 pr-4">{t("fields.type")}</th>
            <th scope="col" className="py-2 pr-4">{t("fields.status")}</th>
            <th scope="col" className="py-2">{t("fields.address")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-muted-200 dark:border-muted-800">
              <td className="py-2 pr-4">
                <Link to={`/organizations/${row.id}`} className={linkClasses}>{row.name}</Link>
              </td>
              <td className="py-2 pr-4">{t(`types.${row.organizationType}`, { defaultValue: row.organizationType })}</td>
              <td className="py-2 pr-4">{t(`statuses.${row.status}`, { defaultValue: row.status })}</td>
              <td className="py-2">{row.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
