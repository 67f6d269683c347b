import { CsrfField } from "~/components/csrf-field";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { TOAST_COLORS } from "~/utils/toast";
import type { action } from "./route";
import { toastFormSchema } from "./schema";
import { Section } from "~/components/section";

const INPUT = "mt-1 block w-full rounded-theme border border-muted-400 bg-white px-3 py-2 text-muted-950 dark:bg-muted-900 dark:text-muted-50";

function Field({ meta, label, children }: { meta: FieldMetadata<unknown>; label: string; children: ReactNode }) {
  const { t } = useTranslation("toast");
  return (
    <div>
      <label htmlFor={meta.id} className="font-medium">
        {label}
      </label>
      {children}
      {meta.errors ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {meta.errors.map((key) => t(key)).join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** Posts a toast to the action, which flashes it and redirects back: works with JavaScript off. */
export function ToastForm() {
  const { t } = useTranslation("toast");
  const lastResult = useActionData<typeof action>();
  const { pathname } = useLocation();
  const [form, fields] = useForm<z.input<typeof toastFormSchema>>({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    // In the browser too, or conform asks the server on every blur; the action checks again.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: toastFormSchema }),
    defaultValue: { color: "success", duration: 5000, closable: true },
  });
  return (
    <Section id="toast-form-heading" title={t("test.formHeading")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <CsrfField />
        <input type="hidden" name="redirectTo" value={pathname} />
        <Field meta={fields.color} label={t("test.color")}>
          <select {...getSelectProps(fields.color)} className={INPUT}>
            {TOAST_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`colors.${color}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field meta={fields.duration} label={t("test.duration")}>
          <input {...getInputProps(fields.duration, { type: "number" })} className={INPUT} />
        </Field>
        <Field meta={fields.title} label={t("test.titleLabel")}>
          <input {...getInputProps(fields.title, { type: "text" })} className={INPUT} />
        </Field>
        <Field meta={fields.message} label={t("test.message")}>
          <textarea {...getTextareaProps(fields.message)} rows={2} className={INPUT} />
        </Field>
        <div className="flex items-center gap-2">
          <input {...getInputProps(fields.closable, { type: "checkbox" })} className="size-4" />
          <label htmlFor={fields.closable.id}>{t("test.closable")}</label>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="rounded-theme bg-primary-700 px-5 py-2 font-medium text-white">
            {t("test.submit")}
          </button>
        </div>
      </Form>
    </Section>
  );
}
