import { answerText, inLocale, isAnswered } from "@contract/forms";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { RowsTable } from "~/components/rows-table";
import type { Form, SubmissionAnswers } from "~/.server/api/forms";
import { dateTimeFormat } from "~/utils/intl";

/** The newest submissions with the current version's first answers; each links to its page. */
export function SubmissionsTable({ form, submissions }: { form: Form; submissions: SubmissionAnswers[] }) {
  const { t, i18n } = useTranslation("forms");
  const columns = form.definition.fields.filter((f) => isAnswered(f.type)).slice(0, 3);
  const yesNo = { yes: t("public.yes"), no: t("public.no") };
  return (
    <RowsTable
      caption={t("overview.newest")}
      headers={[t("overview.received"), ...columns.map((f) => inLocale(f.label, i18n.language))]}
      region
      headerClassName="py-2 pr-4"
    >
      {submissions.map((s) => (
        <tr key={s.id} className="border-b border-muted-200 dark:border-muted-800">
          <th scope="row" className="py-2 pr-4 font-medium">
            <Link to={`/form_builder/${form.id}/submissions/${s.id}`} className="underline">
              {dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(s.createdAt))}
            </Link>
          </th>
          {columns.map((f) => (
            <td key={f.key} className="py-2 pr-4">
              {answerText(s.answers[f.key], yesNo)}
            </td>
          ))}
        </tr>
      ))}
    </RowsTable>
  );
}
