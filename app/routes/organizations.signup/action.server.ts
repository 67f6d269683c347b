import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { replyFromAccountError, savedRedirect, siteOrigin } from "~/.server/account";
import { signUpOrganization, startOrganization } from "~/.server/api/sign-ups";
import { listCenterTagNames } from "~/.server/api/tags";
import { replyFromApiError } from "~/.server/form-errors";
import { safeRedirect } from "~/.server/safe-redirect";
import { organizationLabels, tagIdsToSend, toNewAttributes } from "../organizations.$id_.edit/schema";
import { signupLabels, signupParseOptions, startParseOptions } from "./schema";

const HIDDEN = ["admin.password", "admin.passwordConfirmation"];

/** Only the centre's own themes, as offered (the API checks them again). */
const centerTagIds = async (context: AppLoadContext, ticked: string[] | undefined) =>
  ticked?.length ? tagIdsToSend(ticked, await listCenterTagNames(context), []) : [];

/** Signs up a pending organization and its admin; the API mails the link to /confirm on this site. */
export async function organizationSignupAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), signupParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { admin, organizationType } = submission.value;
  const tagIds = await centerTagIds(context, submission.value.tagIds);
  try {
    await signUpOrganization(context.api, {
      ...toNewAttributes({ ...submission.value, status: undefined }, tagIds),
      organizationType,
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

/**
 * Signed in (issue 49): the user starts the organization with their own account, as its admin;
 * its page follows with a toast (it waits for the centre, docs/organizations.md).
 */
export async function organizationStartAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), startParseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const attributes = toNewAttributes({ ...submission.value, status: undefined }, await centerTagIds(context, submission.value.tagIds));
  let id: string;
  try {
    id = await startOrganization(context.api, { ...attributes, organizationType: submission.value.organizationType });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, organizationLabels(context.t));
  }
  return savedRedirect(context, `/organizations/${id}`, context.t("organizations:signup.started", { name: attributes.name }));
}
