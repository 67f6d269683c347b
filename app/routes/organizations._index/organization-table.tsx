import { useTranslation } from "~/i18n-t";
import { DataTable, linkColumn } from "~/components/data-table";

interface Row {
  id: string;
  name: string;
  organizationType: string;
  status: string;
  address: string;
}

/** The organizations of one page; the name links to the public page. */
export function OrganizationTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation("organizations");
  return (
    <DataTable
      rows={rows}
      caption={caption}
      empty={t("list.empty")}
      columns={[
        linkColumn(t("fields.name"), (row: Row) => ({ to: `/organizations/${row.id}`, text: row.name })),
        { header: t("fields.type"), cell: (row) => t(`types.${row.organizationType}`, { defaultValue: row.organizationType }) },
        { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
        { header: t("fields.address"), cell: (row) => row.address },
      ]}
    />
  );
}
