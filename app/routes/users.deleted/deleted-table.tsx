import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { DataTable } from "~/components/data-table";
import { SubmitButton } from "~/components/submit-button";
import { DateTime } from "~/components/ui/date-time";

export interface DeletedRow {
  id: string;
  name: string;
  email: string;
  removalDueAt: string;
}

/** The deleted accounts awaiting removal, each with when it goes and a button that restores it. */
export function DeletedTable({ rows }: { rows: DeletedRow[] }) {
  const { t, i18n } = useTranslation("users");
  return (
    <DataTable
      rows={rows}
      caption={t("deleted.caption")}
      empty={t("deleted.empty")}
      columns={[
        { header: t("fields.name"), cell: (row) => row.name || t("list.noName") },
        { header: t("fields.email"), cell: (row) => row.email, className: "break-all" },
        { header: t("deleted.removalDue"), cell: (row) => <DateTime value={row.removalDueAt} locale={i18n.language} /> },
        {
          header: t("show.actions"),
          cell: (row) => (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="id" value={row.id} />
              <SubmitButton variant="secondary" aria-label={t("deleted.restoreLabel", { name: row.name || row.email })}>
                {t("deleted.restore")}
              </SubmitButton>
            </Form>
          ),
        },
      ]}
    />
  );
}
