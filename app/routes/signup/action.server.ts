import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseAccountForm, replyFromAccountError, siteOrigin } from "~/.server/account";
import { signUpUser } from "~/.server/api/sign-ups";
import { safeRedirect } from "~/.server/safe-redirect";
import { withReturn } from "~/utils/return-to";
import { signupSchema } from "./schema";

const FIELDS = ["firstName", "lastName", "email", "password", "passwordConfirmation", "locale"];
const HIDDEN = ["password", "passwordConfirmation"];

/** Creates an unconfirmed account; the API mails the link that leads to /confirm on this site. */
export async function signupAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const redirectTo = String(formData.get("redirectTo") ?? "");
  const submission = parseAccountForm(formData, signupSchema, context);
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  try {
    await signUpUser(context.api, {
      ...submission.value,
      confirmSuccessUrl: `${siteOrigin(request)}${withReturn("/confirm", redirectTo)}`,
    });
  } catch (error) {
    // The API answers a taken address exactly as a new one (it mails the owner instead), so only
    // invalid input and throttling end up here.
    return replyFromAccountError(submission, error, context, FIELDS, HIDDEN);
  }
  return safeRedirect(withReturn("/signup/success", redirectTo));
}
