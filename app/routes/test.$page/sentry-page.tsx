import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { SubmitButton } from "~/components/submit-button";
import type { sentryTestAction } from "./sentry-action.server";
import { Outcome, TestHeader } from "./parts";
import type { sentryState } from "./sentry.server";
import { usePageData } from "./use-page-data";

/** /test/sentry: sends one test error to error reporting and names the event. */
export function SentryPage() {
  const { t } = useTranslation("dev");
  const { configured } = usePageData<ReturnType<typeof sentryState>>();
  const result = useActionData<typeof sentryTestAction>();
  return (
    <>
      <TestHeader page="sentry" />
      {result ? (
        <Outcome failed={!result.configured}>{result.eventId ? t("test.sentry.sent", { id: result.eventId }) : t("test.sentry.notConfigured")}</Outcome>
      ) : null}
      <p className="mb-4">{configured ? t("test.sentry.configured") : t("test.sentry.notConfigured")}</p>
      <Form method="post">
        <CsrfField />
        <SubmitButton>{t("test.sentry.send")}</SubmitButton>
      </Form>
    </>
  );
}
