import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "~/i18n-t";
import type { z } from "zod";
import { accountLabels, parseOptions } from "../utils/account-forms/parse-options";
import { ApiError, pointedField } from "./api/errors";
import { replyFromApiError } from "./form-errors";
import { safeRedirect } from "./safe-redirect";
import { flashToast } from "./toast";

/** Parses a posted account form with the schema and messages its page uses in the browser. */
export function parseAccountForm<S extends z.ZodTypeAny>(formData: FormData, schemaFor: (t: TFunction) => S, context: AppLoadContext) {
  return parseWithZod(formData, parseOptions(schemaFor, context.t));
}

/** Where mailed links point: this site, as the visitor reached it (the API checks the host). */
export const siteOrigin = (request: Request) => new URL(request.url).origin;

/**
 * replyFromApiError for a form with these fields: an error about a value the visitor cannot see
 * (a redirect URL, a token) becomes a form error, so it is never silently dropped.
 */
export function replyFromAccountError(
  submission: Parameters<typeof replyFromApiError>[0],
  error: unknown,
  context: AppLoadContext,
  fields: string[],
  hideFields: string[] = [],
  labels: Record<string, string> = accountLabels(context.t),
) {
  if (error instanceof ApiError) {
    // A refused redirect URL means REDIRECT_HOSTS lacks this site's host: the operator must know.
    if (error.errors.some((item) => item.code === "redirect_not_allowed")) console.error("API refused this site's URL for mailed links", error);
    const errors = error.errors.map((item) => {
      // Any depth: `/data/attributes/admin/first_name` is `admin.firstName`.
      const field = pointedField(item.source?.pointer, Infinity);
      return field && !fields.includes(field) ? { ...item, source: undefined } : item;
    });
    error = new ApiError(error.status, errors, error.retryAfter);
  }
  return replyFromApiError(submission, error, context.t, labels, hideFields);
}

/** After a saved edit: a toast on the next page, which is the form's own page again. */
export function savedRedirect(context: AppLoadContext, path: string, title: string) {
  flashToast(context, { title, color: "success" });
  return safeRedirect(path);
}
