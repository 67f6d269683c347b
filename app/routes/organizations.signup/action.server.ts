import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { replyFromAccountError, siteOrigin } from "~/.server/account";
import { signUpOrganization } from "~/.server/api/sign-ups";
import { safeRedirect } from "~/.server/safe-redirect";
import { toAttributes } from "../organizations.$id_.edit/schema";
import { signupLabels, signupParseOptions } from "./schema";

const HIDDEN = ["admin.password", "admin.passwordConfirmation"];

/** Signs up a pending organization and its admin; the API mails the link to /confirm on this site. */
export async function organizationSignupAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), signupParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { admin, organizationType } = submission.value;
  const { profile, address, name } = toAttributes({ ...submission.value, status: undefined }, { clearEmpty: false });
  try {
    await signUpOrganization(context.api, {
      name,
      organizationType,
      // An empty profile or address is not sent: no empty rows.
      ...(Object.keys(profile).length ? { profile } : {}),
      ...(Object.keys(address).length ? { address } : {}),
      admin,
      confirmSuccessUrl: `${siteOrigin(request)}/confirm`,
    });
  } catch (error) {
    // The API answers a taken address exactly as a new one (it mails the owner instead).
    const labels = signupLabels(context.t);
    return replyFromAccountError(submission, error, context, Object.keys(labels), HIDDEN, labels);
  }
  return safeRedirect("/organizations/signup/success");
}
