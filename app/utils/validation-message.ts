import type { TFunction } from "~/i18n-t";
import { z } from "zod";

/** '{field} is niet geldig.' / '{field} is not valid.': what an invalid field says by default. */
export function validationMessage(t: TFunction, field: string): string {
  return t("ui:validation.invalid", { field });
}

/**
 * A zod error map for one form, in the visitor's language: an issue whose schema names no message
 * of its own gets the default message with the field's label. Messages the schema does name win,
 * whether given to a check (`.min(2, "…")`) or to the type (`z.string({ required_error })`).
 * Pass it to parseWithZod as `errorMap`, on the server and in the browser alike.
 */
export function validationErrorMap(t: TFunction, labels: Record<string, string>): z.ZodErrorMap {
  return (issue, ctx) => {
    // ctx.defaultError is what the maps before this one said: zod's own wording, unless the
    // schema's type carried a message, which then differs from zod's.
    const zodDefault = z.defaultErrorMap(issue, { data: ctx.data, defaultError: "" }).message;
    if (ctx.defaultError !== zodDefault) return { message: ctx.defaultError };
    const key = issue.path.join(".");
    return { message: validationMessage(t, labels[key] ?? key) };
  };
}
