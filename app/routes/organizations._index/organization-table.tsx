import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { DataTable, tableLinkClasses } from "~/components/data-table";

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
        {
          header: t("fields.name"),
          cell: (row) => (
            <Link to={`/organizations/${row.id}`} className={tableLinkClasses}>
              {row.name}
            </Link>
          ),
        },
        { header: t("fields.type"), cell: (row) => t(`types.${row.organizationType}`, { defaultValue: row.organizationType }) },
        { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
        { header: t("fields.address"), cell: (row) => row.address },
      ]}
    />
  );
}
