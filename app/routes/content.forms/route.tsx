import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listForms } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { CopyAddress } from "../content.file-upload/copy-address";

// /content/forms: the centre's forms with the address a page links to (the builder is
// /form_builder, docs/forms.md). Only a published form answers at its address.
export const handle = { hydrate: true, i18n: ["content", "files", "forms"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, forms] = await besideGuard(requireFormBuilder(request, context), listForms(context));
  return {
    title: context.t("files:forms.title"),
    forms: forms.map(({ id, title, status, token, kind }) => ({ id, title, status, kind, path: kind === "contact" ? "/contactformulier" : `/forms/${token}` })),
  };
}

export const meta = titleMeta;

export default function ContentForms() {
  const { t } = useTranslation("files");
  const { t: tf } = useTranslation("forms");
  const { forms } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-8">
      <PageHeader title={t("forms.title")} description={t("forms.description")} />
      <p>
        <Link to="/form_builder" className="underline underline-offset-4">
          {t("forms.builder")}
        </Link>
      </p>
      {forms.length ? (
        <ul className="grid gap-6">
          {forms.map((form) => (
            <li key={form.id} className="grid gap-2 border-b border-muted-200 pb-6 dark:border-muted-800">
              <h2 className="text-xl font-semibold">
                <Link to={`/form_builder/${form.id}`} className="underline underline-offset-4">
                  {form.title}
                </Link>
              </h2>
              <p className="text-sm">
                {tf(`statuses.${form.status}`)}
                {form.status === "published" ? "" : `: ${t("forms.notLive")}`}
              </p>
              <CopyAddress id={`form-address-${form.id}`} value={form.path} label={t("forms.addressOf", { title: form.title })} />
              <p className="text-sm">
                {t("forms.linkHint")} <code className="break-all">{form.path}</code>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("forms.empty")}</p>
      )}
    </div>
  );
}
