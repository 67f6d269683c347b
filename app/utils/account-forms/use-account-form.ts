import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { TFunction } from "~/i18n-t";
import { parseOptions } from "./parse-options";

/**
 * useForm for an account form: the hydrated page checks a field when it loses focus (and again as
 * it is typed in once it has an error) with the schema and words the action parses with.
 */
export function useAccountForm<S extends z.ZodTypeAny>(
  schemaFor: (t: TFunction) => S,
  t: TFunction,
  options: { id?: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<S>> },
) {
  return useForm<z.input<S>>({
    ...options,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, parseOptions(schemaFor, t)),
  });
}
