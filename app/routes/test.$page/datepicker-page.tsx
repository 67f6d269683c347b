import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { formatCalendarDate } from "~/components/ui/date-time";
import { TextField } from "~/components/ui/text-field";
import type { dateAction } from "./forms.server";
import { Outcome, TestHeader } from "./parts";

/** /test/datepicker: the browser's own date picker (works without JavaScript), and the date the server read. */
export function DatepickerPage() {
  const { t, i18n } = useTranslation("dev");
  const result = useActionData<typeof dateAction>();
  return (
    <>
      <TestHeader page="datepicker" />
      {result?.date ? <Outcome>{t("test.datepicker.received", { iso: result.date, date: formatCalendarDate(result.date, i18n.language) })}</Outcome> : null}
      <Form method="post" className="grid max-w-lg gap-5">
        <CsrfField />
        <TextField
          id="test-date"
          name="date"
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          label={t("test.datepicker.date")}
          errors={result?.invalid ? [t("test.invalid")] : undefined}
        />
        <SubmitButton className="justify-self-start">{t("test.send")}</SubmitButton>
      </Form>
    </>
  );
}
