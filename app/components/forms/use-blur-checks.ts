import { type AnswerError, FORM_LIMITS, type FormDefinition } from "@contract/forms";
import { type ChangeEvent, type FocusEvent, useEffect, useState } from "react";
import type { PublicFormState } from "~/.server/forms/public-form";
import { blurError } from "~/utils/public-form-answers";

/**
 * A public form's errors: the server's after each post, and with JavaScript a field's own error
 * as soon as the visitor leaves it (the contract's rules, as the server will apply them), so a
 * mistyped e-mail address is named before the step is sent. A file past the contract's size limit
 * is named as it is chosen, and let go: sent along, it would make the whole post too large to read.
 */
export function useBlurChecks(definition: FormDefinition, state: PublicFormState) {
  const [errors, setErrors] = useState<Record<string, AnswerError>>(state.errors);
  // A new answer from the server (another step, its errors) replaces what the browser found.
  useEffect(() => setErrors(state.errors), [state]);
  const mark = (key: string, error: AnswerError | null) =>
    setErrors((current) => {
      if ((current[key] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[key] = error;
      else delete next[key];
      return next;
    });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target as Partial<HTMLInputElement>;
    if (input.type !== "file" || !input.name) return;
    const tooLarge = [...(input.files ?? [])].some((file) => file.size > FORM_LIMITS.fileBytesMax);
    if (tooLarge) input.value = "";
    mark(input.name, tooLarge ? "file_too_large" : null);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const key = target.name;
    if (!key || key.startsWith("_")) return;
    // Moving between the options of one choice is not leaving it.
    if ((event.relatedTarget as Partial<HTMLInputElement> | null)?.name === key) return;
    if (target.type === "file") return;
    mark(key, blurError(definition, state.step, new FormData(event.currentTarget), key));
  };
  return { errors, onBlur, onChange };
}
