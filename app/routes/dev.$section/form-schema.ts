import type { TFunction } from "~/i18n-t";
import { z } from "zod";
import { validationErrorMap } from "~/utils/validation-message";

export const ROLES = ["volunteer", "organization", "staff"] as const;

/**
 * The demo form's schema, in the visitor's language. Required fields name their own message;
 * every other failure (too short, not an email, not a whole number) falls back to the default
 * '{field} is niet geldig.' through the error map.
 */
export function demoFormSchema(t: TFunction) {
  return z.object({
    name: z.string({ required_error: t("dev:form.errors.nameRequired") }).min(2),
    email: z.string({ required_error: t("dev:form.errors.emailRequired") }).email(),
    hours: z.number().int().min(1).max(40).optional(),
    role: z.enum(ROLES, { required_error: t("dev:form.errors.roleRequired") }),
  });
}

export const demoFormLabels = (t: TFunction) => ({
  name: t("dev:form.fields.name"),
  email: t("dev:form.fields.email"),
  hours: t("dev:form.fields.hours"),
  role: t("dev:form.fields.role"),
});

/** Schema and error map together: the server's action and the browser's onBlur use the same. */
export const demoFormParseOptions = (t: TFunction) => ({
  schema: demoFormSchema(t),
  errorMap: validationErrorMap(t, demoFormLabels(t)),
});
