import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { GuestFields } from "~/components/guest-fields";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/field-props";
import type { applyAction } from "./apply.server";

interface Props {
  /** The signed-in applicant; a guest (null) also gives name and e-mail address. */
  user: { name: string; email: string } | null;
  loginHref: string;
}

/** The application: a plain POST the server validates, so it works the same without JavaScript. */
export function ApplyForm({ user, loginHref }: Props) {
  const { t } = useTranslation("vacancy-search");
  const result = useActionData<typeof applyAction>();
  // The page's other post, the staff's delete, answers its own question, not this form.
  const lastResult = result && !("deleteError" in result) ? result : undefined;
  const [form, fields] = useForm<{ name: string; email: string; phone: string; motivation: string }>({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
      <CsrfField />
      <FormAlert id={form.errorId} errors={form.errors} />
      <GuestFields user={user} loginHref={loginHref} fields={fields} text={(key, values) => t(`apply.${key}`, values)} />
      <TextField {...fieldProps(fields.phone, t("apply.phone"))} type="tel" autoComplete="tel" />
      <TextAreaField {...fieldProps(fields.motivation, t("apply.motivation"))} form={fields.motivation.formId} rows={5} required />
      <div>
        <SubmitButton variant="primary">{t("apply.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
