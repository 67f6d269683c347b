import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { validationErrorMap } from "../utils/validation-message";

/** Field labels of the auth forms, in the visitor's language, for '{field} is not valid.'. */
export const authLabels = (t: AppLoadContext["t"]) =>
  Object.fromEntries(
    ["email", "password", "passwordConfirmation", "currentPassword", "firstName", "lastName", "phone", "locale", "periodicMail"].map((field) => [
      field,
      t(`auth:fields.${field}`),
    ]),
  );

/** Parses a posted form with its schema, messages in the visitor's language. */
export function parseForm<S extends z.ZodTypeAny>(formData: FormData, schema: S, context: AppLoadContext) {
  return parseWithZod(formData, { schema, errorMap: validationErrorMap(context.t, authLabels(context.t)) });
}
