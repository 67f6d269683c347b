import { fieldsOfStep, inLocale } from "@contract/forms";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import type { PublicForm } from "~/.server/api/forms";
import type { PublicFormState } from "~/.server/forms/public-form";
import type { RawAnswers } from "~/utils/public-form-answers";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { ANSWER_ID_PREFIX } from "./form-checks-data";
import { FormChecks } from "./form-checks";
import { FormFieldInput } from "./form-field-input";

type Definition = PublicForm["definition"];

/** The answers of the other steps, carried along as hidden fields. */
function CarriedAnswers({ definition, step, values }: { definition: Definition; step: number; values: RawAnswers }) {
  return definition.fields
    .filter((f) => f.step !== step && values[f.key] !== undefined)
    .flatMap((f) => {
      const value = values[f.key];
      return (Array.isArray(value) ? value : [value]).map((v, i) => <input key={`${f.key}-${i}`} type="hidden" name={f.key} value={v} />);
    });
}

/**
 * A form as a visitor fills it in: the current step's fields, the others' answers hidden, and
 * back / next / send buttons. `noValidate`: the contract's messages in the visitor's language are
 * the ones shown (the server's, and with JavaScript the island's on blur, `checks`), the browser's
 * own never.
 */
export function PublicFormView({
  form,
  state,
  action,
  checks,
  main = true,
}: {
  form: PublicForm;
  state: PublicFormState;
  action: string;
  checks: string | null;
  main?: boolean;
}) {
  const { t, i18n } = useTranslation("forms");
  const steps = form.definition.steps.length;
  const { step, values, formError } = state;
  const { errors } = state;
  const title = inLocale(form.definition.steps[step - 1]?.title ?? { nl: "", en: "" }, i18n.language);
  const closed = form.status === "closed";
  // The summary is the server's (after a post); a check on blur marks only its own field.
  const formErrors = formError ? [t(`public.formErrors.${formError}`)] : Object.keys(state.errors).length ? [t("public.fixErrors")] : undefined;
  return (
    <Page main={main}>
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{form.title}</h1>
      {closed ? (
        <p role="status">{t("public.closed")}</p>
      ) : (
        <Form
          method="post"
          action={action}
          encType={form.definition.fields.some((f) => f.type === "file") ? "multipart/form-data" : undefined}
          noValidate
          className="grid gap-6"
          aria-labelledby="form-step-heading"
        >
          <CsrfField />
          <p id="form-step-heading" className="text-lg font-semibold">
            {steps > 1 ? t("public.stepOf", { step, steps }) : null}
            {steps > 1 && title ? `: ${title}` : steps === 1 ? title || form.title : null}
          </p>
          <FormAlert id="form-errors" errors={formErrors} />
          <input type="hidden" name="_step" value={step} />
          <CarriedAnswers definition={form.definition} step={step} values={values} />
          {fieldsOfStep(form.definition, step).map((field) => (
            <FormFieldInput key={`${step}-${field.key}`} field={field} value={values[field.key]} error={errors[field.key]} idPrefix={ANSWER_ID_PREFIX} />
          ))}
          <div className="sr-only" aria-hidden="true">
            <label htmlFor="answer-website">{t("public.honeypot")}</label>
            <input id="answer-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className="flex flex-wrap gap-3">
            {step < steps ? (
              <SubmitButton name="_intent" value="next">
                {t("public.next")}
              </SubmitButton>
            ) : (
              <SubmitButton name="_intent" value="send">
                {t("public.send")}
              </SubmitButton>
            )}
            {/* After the primary button, so Enter in a field goes forward, not back. */}
            {step > 1 ? (
              <SubmitButton name="_intent" value="back" variant="secondary">
                {t("public.back")}
              </SubmitButton>
            ) : null}
          </div>
          <FormChecks definition={form.definition} step={step} src={checks} />
        </Form>
      )}
    </Page>
  );
}

/** After sending: the thanks, on the form's own address. */
export function PublicFormSent({ form, main = true }: { form: PublicForm; main?: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <Page main={main}>
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{t("public.sentTitle")}</h1>
      <p role="status">{t("public.sent", { title: form.title })}</p>
    </Page>
  );
}

/** The empty layout has no main landmark of its own (/forms/<token>); the site's layout has (/contactformulier). */
function Page({ main, children }: { main: boolean; children: ReactNode }) {
  const className = "mx-auto grid w-full max-w-2xl gap-6 px-4 py-10";
  return main ? (
    <main id="main" className={className}>
      {children}
    </main>
  ) : (
    <div className={className}>{children}</div>
  );
}
