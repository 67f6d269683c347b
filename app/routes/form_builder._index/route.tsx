import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listForms } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { RowsTable } from "~/components/rows-table";
import { buttonClasses } from "~/components/ui/button-styles";
import { titleMeta } from "~/utils/meta";

// The centre's forms: the contact form first, then the newest. docs/forms.md
// Signed-in staff pages: they hydrate (conform checks on blur); every change is still a plain post.
export const handle = { hydrate: true, i18n: ["forms"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, forms] = await besideGuard(requireFormBuilder(request, context), listForms(context));
  return { title: context.t("forms:builder.title"), forms };
}

export const meta = titleMeta;

export default function FormBuilder() {
  const { t } = useTranslation("forms");
  const { forms } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("builder.title")}
        description={t("builder.description")}
        actions={
          <Link to="/form_builder/new" className={buttonClasses("primary")}>
            {t("builder.new")}
          </Link>
        }
      />
      <RowsTable
        caption={t("builder.caption")}
        headers={[t("builder.formTitle"), t("builder.status"), t("builder.submissions")]}
        region
        headerClassName="py-2 pr-4"
      >
        {forms.map((form) => (
          <tr key={form.id} className="border-b border-muted-200 dark:border-muted-800">
            <th scope="row" className="py-2 pr-4 font-medium">
              <Link to={`/form_builder/${form.id}`} className="underline">
                {form.title}
              </Link>
              {form.kind === "contact" ? <span className="ml-2 text-sm">({t("builder.contactForm")})</span> : null}
            </th>
            <td className="py-2 pr-4">{t(`statuses.${form.status}`)}</td>
            <td className="py-2 pr-4">{form.submissionsCount}</td>
          </tr>
        ))}
      </RowsTable>
    </div>
  );
}
