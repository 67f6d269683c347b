import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";
import type { TFunction } from "~/i18n-t";
import { ApiError, pointedField, type JsonApiErrorObject } from "./api/errors";

// The API's reasons, in the visitor's language. Field reasons not listed here fall back to
// '{field} is not valid.'; the API's own detail is English and never shown as is.
const FORM_REASONS: Record<string, string> = {
  invalid_credentials: "auth:errors.invalidCredentials",
  unconfirmed: "auth:errors.unconfirmed",
  invited: "auth:errors.invited",
  inactive: "auth:errors.inactive",
};
const FIELD_REASONS: Record<string, string> = {
  taken: "auth:errors.emailTaken",
  confirmation: "auth:errors.passwordsDiffer",
  transition: "auth:errors.transition",
};

/**
 * Turns a failed API call into the form's reply: field errors where the API points at a field,
 * form errors otherwise. 'wrong center' is not a form error but the error screen (spec section 8).
 * Anything that is not an ApiError, or a 5xx, is rethrown for the error screen.
 */
export function replyFromApiError(
  submission: {
    reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult;
  },
  error: unknown,
  t: TFunction,
  labels: Record<string, string> = {},
  hideFields: string[] = [],
) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const wrongCenter = error.errors.find((e) => e.code === "wrong_center" || /wrong center/i.test(e.detail ?? ""));
  if (wrongCenter) throw data({ message: wrongCenter.detail ?? "wrong center" }, { status: 403 });

  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const item of error.errors) {
    // A nested pointer (/data/attributes/profile/website) names conform's nested field (profile.website).
    const name = pointedField(item.source?.pointer, 2);
    if (name) {
      const key = item.code ? FIELD_REASONS[item.code] : undefined;
      (fieldErrors[name] ??= []).push(key ? t(key) : t("ui:validation.invalid", { field: labels[name] ?? name }));
    } else if (item.code === "rate_limited") {
      formErrors.push(t("auth:errors.rateLimited", { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 900) / 60)) }));
    } else {
      formErrors.push(t(FORM_REASONS[item.code ?? ""] ?? "auth:errors.generic"));
    }
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(t("auth:errors.generic"));
  return data(submission.reply({ formErrors, fieldErrors, hideFields }), { status: error.status === 429 ? 429 : 400 });
}

/** What replyFromRefusal needs of a submission: its reply. */
export type RefusalSubmission<R> = { reply: (o: { formErrors: string[]; fieldErrors: Record<string, string[]> }) => R };

/**
 * A 422's errors as the form's reply (400), each where `place` puts it: on a field, or on the form
 * when its field is "". Any other error is thrown again, for the error screen.
 */
export function replyFromRefusal<R>(submission: RefusalSubmission<R>, error: unknown, place: (item: JsonApiErrorObject) => [field: string, message: string]) {
  if (!(error instanceof ApiError) || error.status !== 422) throw error;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of error.errors) {
    const [field, message] = place(item);
    if (field) (fieldErrors[field] ??= []).push(message);
    else formErrors.push(message);
  }
  return data(submission.reply({ formErrors, fieldErrors }), { status: 400 });
}
