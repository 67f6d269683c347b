import { useTranslation } from "~/i18n-t";
import { DataTable, linkColumn } from "~/components/data-table";
import { Button } from "~/components/ui/button";
import { formatCalendarDate } from "~/components/ui/date-time";

interface Row {
  id: string;
  title: string;
  organization: string;
  status: string;
  expiresOn: string | null;
}

const BULK_FORM = "vacancies-bulk";

/**
 * The vacancies of one page, each with a checkbox of one GET form: "edit selected" opens
 * /vacancies/bulk-edit?ids=…&ids=… without JavaScript.
 */
export function VacancyTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t, i18n } = useTranslation("vacancies");
  return (
    <>
      <form id={BULK_FORM} method="get" action="/vacancies/bulk-edit" />
      <DataTable
        rows={rows}
        caption={caption}
        empty={t("list.empty")}
        columns={[
          {
            header: t("list.select"),
            cell: (row) => (
              <input type="checkbox" form={BULK_FORM} name="ids" value={row.id} aria-label={t("list.selectOne", { title: row.title })} className="size-5" />
            ),
          },
          linkColumn(t("fields.title"), (row: Row) => ({ to: `/vacancies/${row.id}/edit`, text: row.title })),
          { header: t("list.organization"), cell: (row) => row.organization },
          { header: t("fields.status"), cell: (row) => t(`statuses.${row.status}`, { defaultValue: row.status }) },
          {
            header: t("list.expiresOn"),
            cell: (row) => (row.expiresOn ? <time dateTime={row.expiresOn}>{formatCalendarDate(row.expiresOn, i18n.language)}</time> : t("list.noExpiry")),
          },
        ]}
      />
      {rows.length ? (
        <Button type="submit" form={BULK_FORM} className="mt-4">
          {t("list.bulkEdit")}
        </Button>
      ) : null}
    </>
  );
}
