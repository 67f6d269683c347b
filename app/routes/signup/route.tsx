import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAnonymous } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { signupAction } from "./action.server";
import { SignupForm } from "./signup-form";

// Public and without JavaScript: the server validates and answers with the errors in place.
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return { title: context.t("auth:signup.title"), locale: context.locale };
}

export async function action(args: ActionFunctionArgs) {
  await requireAnonymous(args.context);
  return signupAction(args);
}

export const handle = { i18n: ["organizations"] };
export const meta = titleMeta;
export default SignupForm;
