import { fieldsOfStep, inLocale } from "@contract/forms";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { getForm } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { FormFieldInput } from "~/components/forms/form-field-input";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";

// Every step of the form one below the other, as visitors will see the fields; nothing is sent.
// Signed-in staff pages: they hydrate (conform checks on blur); every change is still a plain post.
export const handle = { hydrate: true, i18n: ["forms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [, form] = await besideGuard(requireFormBuilder(request, context), getForm(context, params.id ?? ""));
  return { title: context.t("forms:preview.title", { title: form.title }), form };
}

export const meta = titleMeta;

export default function PreviewForm() {
  const { t, i18n } = useTranslation("forms");
  const { form } = useLoaderData<typeof loader>();
  const steps = form.definition.steps;
  return (
    <div className="grid max-w-2xl gap-8">
      <PageHeader
        title={t("preview.title", { title: form.title })}
        description={t("preview.description")}
        back={{ to: `/form_builder/${form.id}/edit`, label: t("overview.edit") }}
      />
      {steps.map((step, index) => (
        <section
          key={index}
          aria-labelledby={`preview-step-${index + 1}`}
          className="grid gap-4 rounded-theme border border-muted-300 p-4 dark:border-muted-700"
        >
          <h2 id={`preview-step-${index + 1}`} className="text-lg font-semibold">
            {t("public.stepOf", { step: index + 1, steps: steps.length })}
            {inLocale(step.title, i18n.language) ? `: ${inLocale(step.title, i18n.language)}` : ""}
          </h2>
          {fieldsOfStep(form.definition, index + 1).map((field) => (
            <FormFieldInput key={field.key} field={field} value={undefined} idPrefix="preview" />
          ))}
        </section>
      ))}
    </div>
  );
}
