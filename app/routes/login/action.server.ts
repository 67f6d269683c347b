import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseForm, authLabels } from "~/.server/form";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { loginSchema } from "./schema";

/** Signs in through the API; the credentials it answers with go into the cookie session only. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), loginSchema, context);
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { email, password, redirectTo } = submission.value;
  try {
    await context.api.auth("POST", "/auth/sign_in", { email, password });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, authLabels(context.t), ["password"]);
  }
  flashToast(context, { title: context.t("auth:signedIn"), color: "success" });
  return safeRedirect(redirectTo, "/");
}
