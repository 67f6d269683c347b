import { Form } from "@remix-run/react";
import { CsrfField } from "./csrf-field";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import type { ButtonVariant } from "./ui/button-styles";

/**
 * The one question a mailed link's page asks ("unsubscribe?", "still correct?"): the GET only
 * shows it, since link scanners open links, and its button posts the link's token back.
 */
export function MailedTokenForm({
  token,
  question,
  errorId,
  error,
  submit,
  variant,
}: {
  token: string;
  question: string;
  errorId: string;
  error?: string | null;
  submit: string;
  variant?: ButtonVariant;
}) {
  return (
    <Form method="post" className="grid gap-4">
      <CsrfField />
      <p>{question}</p>
      <FormAlert id={errorId} errors={error ? [error] : undefined} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton variant={variant} className="justify-self-start">
        {submit}
      </SubmitButton>
    </Form>
  );
}
