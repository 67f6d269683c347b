import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { DEFAULT_RETENTION_DAYS, FORM_LIMITS, RETENTION_DAYS } from "@contract/forms";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { createForm } from "~/.server/api/forms";
import { requireFormBuilder } from "~/.server/permissions";
import { safeRedirect } from "~/.server/safe-redirect";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { validationErrorMap } from "~/utils/validation-message";
import { newFormSchema } from "~/.server/forms/builder-schema";
import { formOptions } from "~/utils/form-options";

// Signed-in staff pages: they hydrate (conform checks on blur); every change is still a plain post.
export const handle = { hydrate: true, i18n: ["forms"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFormBuilder(request, context);
  return { title: context.t("forms:builder.new") };
}

/** A new draft in the request's centre; on to its editor. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireFormBuilder(request, context);
  const submission = parseWithZod(await request.formData(), {
    schema: newFormSchema,
    errorMap: validationErrorMap(context.t, { title: context.t("forms:builder.formTitle") }),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const form = await createForm(context, { title: submission.value.title, retentionDays: submission.value.retentionDays });
    return safeRedirect(`/form_builder/${form.id}/edit`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(submission.reply({ formErrors: [context.t("forms:builder.failed")] }), { status: error.status === 422 ? 400 : error.status });
  }
}

export const meta = titleMeta;

export default function NewForm() {
  const { t } = useTranslation("forms");
  const [form, fields] = useForm({ id: "new-form", lastResult: useActionData<typeof action>(), shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("builder.new")} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField id="new-form-title" name="title" label={t("builder.formTitle")} required maxLength={FORM_LIMITS.titleMax} errors={fields.title.errors} />
        <SelectField
          id="new-form-retention"
          name="retentionDays"
          label={t("builder.retention")}
          description={t("builder.retentionHelp")}
          defaultValue={String(DEFAULT_RETENTION_DAYS)}
          options={formOptions(RETENTION_DAYS, (days) => t("builder.days", { count: days }))}
        />
        <div>
          <SubmitButton variant="primary">{t("builder.create")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
