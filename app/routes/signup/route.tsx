import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAnonymous } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { returnPath } from "~/utils/return-to";
import { signupAction } from "./action.server";
import { SignupForm } from "./signup-form";

// Public and without JavaScript: the server validates and answers with the errors in place.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  // Where the new account returns after confirming and signing in (a claim, say): carried through
  // the confirmation mail's link.
  const redirectTo = returnPath(new URL(request.url).searchParams.get("redirectTo"));
  return { title: context.t("auth:signup.title"), locale: context.locale, redirectTo };
}

export async function action(args: ActionFunctionArgs) {
  await requireAnonymous(args.context);
  return signupAction(args);
}

export const handle = { i18n: ["organizations"] };
export const meta = titleMeta;
export default SignupForm;
