import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { dollarApi } from "./dollar-api.server";
import { Facts, JsonBlock, TestHeader } from "./parts";
import { usePageData } from "./use-page-data";

/** /test/dollar-api: the raw JSON:API document of any GET the visitor may make (a GET form: a link to share). */
export function DollarApiPage() {
  const { t } = useTranslation("dev");
  const result = usePageData<Awaited<ReturnType<typeof dollarApi>>>();
  return (
    <>
      <TestHeader page="dollar-api" />
      <Form method="get" className="mb-6 grid max-w-2xl gap-5">
        <TextField
          id="api-path"
          name="path"
          label={t("test.dollarApi.path")}
          description={t("test.dollarApi.pathHint")}
          defaultValue={result.path || result.example}
          errors={result.invalid ? [t("test.dollarApi.invalid")] : undefined}
        />
        <SubmitButton className="justify-self-start">{t("test.dollarApi.get")}</SubmitButton>
      </Form>
      {result.status !== null ? (
        <>
          <Facts rows={[[t("test.dollarApi.status"), String(result.status)]]} testId="api-status" />
          <JsonBlock label={t("test.dollarApi.document")} json={result.body ?? ""} testId="api-document" />
        </>
      ) : null}
    </>
  );
}
