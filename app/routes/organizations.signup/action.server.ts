import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { toAttributes } from "../organizations.$id_.edit/schema";
import { signupLabels, signupParseOptions } from "./schema";

const HIDDEN = ["admin.password", "admin.passwordConfirmation"];

const fieldOf = (pointer: string | undefined) =>
  pointer
    ?.match(/^\/data\/attributes\/([a-z_/]+)$/)?.[1]
    .split("/")
    .map((part) => part.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
    .join(".");

/**
 * An API error about something the visitor cannot see on the form (the confirmation URL)
 * becomes a form error rather than vanishing on a field that does not exist.
 */
export function onFormFields(error: unknown, fields: string[]) {
  if (!(error instanceof ApiError)) return error;
  if (error.errors.some((item) => item.code === "redirect_not_allowed")) console.error("API refused this site's URL for mailed links", error);
  const errors = error.errors.map((item) => {
    const field = fieldOf(item.source?.pointer);
    return field && !fields.includes(field) ? { ...item, source: undefined } : item;
  });
  return new ApiError(error.status, errors, error.retryAfter);
}

/** Signs up a pending organization and its admin; the API mails the link to /confirm on this site. */
export async function organizationSignupAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), signupParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { admin, organizationType } = submission.value;
  const { profile, address, name } = toAttributes({ ...submission.value, status: undefined }, { clearEmpty: false });
  try {
    await context.api.write("POST", "/api/v1/organization_sign_ups", "organization_sign_ups", {
      name,
      organizationType,
      // An empty profile or address is not sent: no empty rows.
      ...(Object.keys(profile).length ? { profile } : {}),
      ...(Object.keys(address).length ? { address } : {}),
      admin,
      confirmSuccessUrl: `${siteOrigin(request)}/confirm`,
    });
  } catch (error) {
    const labels = signupLabels(context.t);
    return replyFromApiError(submission, onFormFields(error, Object.keys(labels)), context.t, labels, HIDDEN);
  }
  return safeRedirect("/organizations/signup/success");
}
