import { FORM_LIMITS, RETENTION_DAYS } from "@contract/forms";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { getForm } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { editAction } from "./action.server";
import { AddFieldForm, StepEditor } from "./field-forms";
import { FieldList } from "./field-list";
import { formOptions } from "~/utils/form-options";
import { Section } from "~/components/section";

// The builder: every change is a plain form post (add, edit, move up or down, delete), saved at
// once; the api keeps the old version when someone has already answered it. With JavaScript the
// fields can also be dragged into another order (field-list.tsx). docs/forms.md
// Signed-in staff pages: they hydrate (conform checks on blur); every change is still a plain post.
export const handle = { hydrate: true, i18n: ["forms"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [, form] = await besideGuard(requireFormBuilder(request, context), getForm(context, params.id ?? ""));
  return { title: context.t("forms:edit.title", { title: form.title }), form };
}

export const action = (args: ActionFunctionArgs) => editAction(args);
export const meta = titleMeta;

export default function EditForm() {
  const { t } = useTranslation("forms");
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const messages = result?.error
    ? Object.values(result.error)
        .flat()
        .filter((m): m is string => typeof m === "string")
    : undefined;
  const { steps, fields } = form.definition;
  return (
    <div className="grid max-w-4xl gap-10">
      <PageHeader
        title={t("edit.title", { title: form.title })}
        actions={
          <>
            <Link to={`/form_builder/${form.id}`} className="underline">
              {t("edit.overview")}
            </Link>
            <Link to={`/form_builder/${form.id}/preview`} className="underline">
              {t("edit.preview")}
            </Link>
          </>
        }
      />
      <FormAlert id="edit-errors" errors={messages} />
      <Section id="settings-heading" title={t("edit.settings")} className="grid gap-4">
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <CsrfField />
          <TextField id="settings-title" name="title" label={t("builder.formTitle")} required maxLength={FORM_LIMITS.titleMax} defaultValue={form.title} />
          <SelectField
            id="settings-retention"
            name="retentionDays"
            label={t("builder.retention")}
            defaultValue={String(form.retentionDays)}
            options={formOptions(RETENTION_DAYS, (days) => t("builder.days", { count: days }))}
          />
          <div>
            <SubmitButton name="intent" value="settings">
              {t("edit.saveSettings")}
            </SubmitButton>
          </div>
        </Form>
      </Section>
      <Section id="steps-heading" title={t("edit.steps")} className="grid gap-4">
        {steps.map((step, index) => (
          <StepEditor key={index} step={index + 1} title={step.title} last={index === steps.length - 1 && steps.length > 1} />
        ))}
        {steps.length < FORM_LIMITS.stepsMax ? (
          <Form method="post">
            <CsrfField />
            <SubmitButton name="intent" value="add-step">
              {t("edit.addStep")}
            </SubmitButton>
          </Form>
        ) : null}
      </Section>
      <Section id="fields-heading" title={t("edit.fields")} className="grid gap-4">
        {fields.length === 0 ? <p>{t("edit.noFields")}</p> : null}
        <FieldList fields={fields} steps={steps.length} />
        {fields.length < FORM_LIMITS.fieldsMax ? <AddFieldForm steps={steps.length} /> : null}
      </Section>
    </div>
  );
}
