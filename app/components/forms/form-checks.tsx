import { ANSWER_ERRORS, type AnswerError } from "@contract/forms/answers";
import { type FormDefinition, fieldsOfStep, isAnswered } from "@contract/forms/definition";
import { FILE_KINDS, imageLimitText } from "@contract/uploads";
import { useTranslation } from "~/i18n-t";
import { useNonce } from "~/utils/nonce";
import { scriptJson } from "~/utils/script-json";
import { FORM_CHECKS_DATA_ID, type FormChecksData, fieldRules } from "./form-checks-data";

/**
 * The checks on blur of a public form (docs/forms.md): the step's rules and the messages in the
 * visitor's language as JSON, and one module script (`src`, from the build: form-checks.island.ts)
 * that reads them. The page does not hydrate; without JavaScript nothing runs and the server
 * checks the step when it is sent. No `src` (outside a build): nothing.
 */
export function FormChecks({ definition, step, src }: { definition: FormDefinition; step: number; src: string | null }) {
  const { t } = useTranslation("forms");
  const nonce = useNonce();
  if (!src) return null;
  const data: FormChecksData = {
    step,
    fields: fieldsOfStep(definition, step)
      .filter((field) => isAnswered(field.type))
      .map(fieldRules),
    messages: Object.fromEntries(ANSWER_ERRORS.map((error) => [error, t(`answerErrors.${error}`, imageLimitText(FILE_KINDS.form.image))])) as Record<
      AnswerError,
      string
    >,
  };
  return (
    <>
      <script type="application/json" id={FORM_CHECKS_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      <script type="module" nonce={nonce} src={src} />
    </>
  );
}
