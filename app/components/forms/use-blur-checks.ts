import type { AnswerError, FormDefinition } from "@contract/forms";
import { type FocusEvent, useEffect, useState } from "react";
import type { PublicFormState } from "~/.server/forms/public-form";
import { blurError } from "~/utils/public-form-answers";

/**
 * A public form's errors: the server's after each post, and with JavaScript a field's own error
 * as soon as the visitor leaves it (the contract's rules, as the server will apply them), so a
 * mistyped e-mail address is named before the step is sent.
 */
export function useBlurChecks(definition: FormDefinition, state: PublicFormState) {
  const [errors, setErrors] = useState<Record<string, AnswerError>>(state.errors);
  // A new answer from the server (another step, its errors) replaces what the browser found.
  useEffect(() => setErrors(state.errors), [state]);
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const key = target.name;
    if (!key || key.startsWith("_")) return;
    // Moving between the options of one choice is not leaving it.
    if ((event.relatedTarget as Partial<HTMLInputElement> | null)?.name === key) return;
    const error = blurError(definition, state.step, new FormData(event.currentTarget), key);
    setErrors((current) => {
      if ((current[key] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[key] = error;
      else delete next[key];
      return next;
    });
  };
  return { errors, onBlur };
}
