import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { dupeAction } from "./forms.server";
import { Outcome, TestHeader } from "./parts";
import { usePageData } from "./use-page-data";

/**
 * /test/dupe: protection against submitting twice. With JavaScript the button is disabled while
 * the post is under way; the server takes each form's token once, so a second post of the same
 * form (a double click without JavaScript, the back button, a resent request) is refused with 409.
 */
export function DupePage() {
  const { t } = useTranslation("dev");
  const { token } = usePageData<{ token: string }>();
  const result = useActionData<typeof dupeAction>();
  return (
    <>
      <TestHeader page="dupe" />
      {result ? <Outcome failed={result.outcome !== "received"}>{t(`test.dupe.${result.outcome}`, { total: result.count })}</Outcome> : null}
      <Form method="post" className="grid max-w-lg gap-5">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <TextField id="dupe-note" name="note" label={t("test.dupe.note")} />
        <SubmitButton className="justify-self-start">{t("test.send")}</SubmitButton>
      </Form>
    </>
  );
}
