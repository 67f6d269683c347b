import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { STEPS } from "./form-schemas";
import type { savedStepFormAction, stepFormAction } from "./forms.server";
import { Facts, Outcome, TestHeader } from "./parts";
import { usePageData } from "./use-page-data";

type Values = Record<string, string>;

/** One step of the form: its field, or the summary to confirm; `carry` keeps the other values in hidden fields. */
function Steps({ step, values, invalid, done, carry }: { step: number; values: Values; invalid: boolean; done?: boolean; carry: boolean }) {
  const { t } = useTranslation("dev");
  if (done) return <Outcome>{t("test.steps.done", { name: values.name })}</Outcome>;
  const current = STEPS[step];
  return (
    <>
      <p className="mb-4" data-testid="step">
        {t("test.steps.progress", { step: step + 1, total: STEPS.length + 1 })}
      </p>
      <Form method="post" className="grid max-w-lg gap-5">
        <CsrfField />
        <input type="hidden" name="step" value={step} />
        {carry ? STEPS.filter((s) => s !== current).map((s) => <input key={s.field} type="hidden" name={s.field} value={values[s.field] ?? ""} />) : null}
        {current ? (
          <TextField
            key={current.field}
            id={`step-${current.field}`}
            name={current.field}
            label={t(`test.steps.fields.${current.field}`)}
            defaultValue={values[current.field] ?? ""}
            errors={invalid ? [t("test.invalid")] : undefined}
          />
        ) : (
          <Facts rows={STEPS.map((s) => [t(`test.steps.fields.${s.field}`), values[s.field] ?? ""])} />
        )}
        <div className="flex flex-wrap gap-2">
          {step > 0 ? (
            <Button type="submit" name="intent" value="back" variant="secondary">
              {t("test.steps.back")}
            </Button>
          ) : null}
          <SubmitButton name="intent" value="next">
            {current ? t("test.steps.next") : t("test.steps.finish")}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

/** /test/step-form: a multi-step form without saved progress; the page carries the values. */
export function StepFormPage() {
  const result = useActionData<typeof stepFormAction>();
  return (
    <>
      <TestHeader page="step-form" />
      <Steps step={result?.step ?? 0} values={result?.values ?? {}} invalid={result?.invalid ?? false} done={result?.done} carry />
    </>
  );
}

/** /test/step-form-2: the same form with its progress saved in the session: a reload resumes it. */
export function SavedStepFormPage() {
  const { t } = useTranslation("dev");
  const saved = usePageData<{ step: number; values: Values }>();
  const result = useActionData<typeof savedStepFormAction>();
  return (
    <>
      <TestHeader page="step-form-2" />
      {result?.done ? <Outcome>{t("test.steps.done", { name: result.name })}</Outcome> : null}
      <Steps step={Math.min(saved.step, STEPS.length)} values={saved.values} invalid={Boolean(result?.invalid)} carry={false} />
      <Form method="post" className="mt-6">
        <CsrfField />
        <Button type="submit" name="intent" value="restart" variant="secondary">
          {t("test.steps.restart")}
        </Button>
      </Form>
    </>
  );
}
