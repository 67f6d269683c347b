import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { CsrfField } from "~/components/csrf-field";
import { DescriptionField } from "~/components/editor/description-field";
import { SubmitButton } from "~/components/submit-button";
import { JsonBlock, Outcome, TestHeader } from "./parts";
import type { tiptapAction } from "./tiptap.server";
import { Section } from "~/components/section";

const SAMPLE = "Een eerste alinea.\n\nEn een tweede.";

/**
 * /test/tiptap: the description editor (a textarea without JavaScript), and what the api would
 * store of it and render from it (POST /api/v1/rich_text_previews; nothing is stored).
 */
export function TiptapPage() {
  const { t } = useTranslation("dev");
  const result = useActionData<typeof tiptapAction>();
  return (
    <>
      <TestHeader page="tiptap" />
      {result?.error ? <Outcome failed>{result.error}</Outcome> : null}
      <Form method="post" className="grid max-w-2xl gap-5">
        <CsrfField />
        <DescriptionField
          field={{ id: "test-doc", name: "doc" }}
          json={{ name: "docJson" }}
          prefill={{ name: "docPrefill" }}
          label={t("test.tiptap.editor")}
          doc={{ type: "doc", content: [] }}
          plainText={SAMPLE}
          rich={false}
        />
        <SubmitButton className="justify-self-start">{t("test.tiptap.preview")}</SubmitButton>
      </Form>
      {result?.preview ? (
        <div className="mt-8 grid gap-6">
          <Section id="tiptap-rendered" title={t("test.tiptap.rendered")} headingClassName="mb-2 text-xl font-semibold">
            {/* Rendered and sanitized by the api, as every stored description (docs/vacancies.md). */}
            <div
              data-testid="tiptap-html"
              className="grid gap-3 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: result.preview.html }}
            />
          </Section>
          <JsonBlock label={t("test.tiptap.stored")} json={result.preview.doc} testId="tiptap-doc" />
          <JsonBlock label={t("test.tiptap.html")} json={result.preview.html} />
        </div>
      ) : null}
    </>
  );
}
