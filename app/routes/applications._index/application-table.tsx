import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { DataTable, tableLinkClasses } from "~/components/data-table";

export interface ApplicationRow {
  id: string;
  name: string;
  vacancy: string;
  organization: string;
  status: string;
  date: string;
}

/** One page of applications; the applicant's name links to the application. */
export function ApplicationTable({ rows, caption }: { rows: ApplicationRow[]; caption: string }) {
  const { t } = useTranslation("applications");
  return (
    <DataTable
      rows={rows}
      caption={caption}
      empty={t("list.empty")}
      columns={[
        {
          header: t("fields.name"),
          cell: (row) => (
            <Link to={`/applications/${row.id}`} className={tableLinkClasses}>
              {row.name || t("list.noName")}
            </Link>
          ),
        },
        { header: t("fields.vacancy"), cell: (row) => row.vacancy },
        { header: t("fields.organization"), cell: (row) => row.organization },
        { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
        { header: t("fields.date"), cell: (row) => row.date },
      ]}
    />
  );
}
