import { useTranslation } from "~/i18n-t";
import { DataTable, linkColumn } from "~/components/data-table";

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
        linkColumn(t("fields.name"), (row: ApplicationRow) => ({ to: `/applications/${row.id}`, text: row.name || t("list.noName") })),
        { header: t("fields.vacancy"), cell: (row) => row.vacancy },
        { header: t("fields.organization"), cell: (row) => row.organization },
        { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
        { header: t("fields.date"), cell: (row) => row.date },
      ]}
    />
  );
}
