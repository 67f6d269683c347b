import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAnonymous } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { organizationSignupAction } from "./action.server";
import { OrganizationSignupForm } from "./signup-form";

// Public and without JavaScript (decision 0003): the server validates and answers with the errors
// in place. Signed-in visitors go home: the sign-up creates a new account (docs/organizations.md).
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return { title: context.t("organizations:signup.title"), locale: context.locale };
}

export async function action(args: ActionFunctionArgs) {
  await requireAnonymous(args.context);
  return organizationSignupAction(args);
}

export const handle = { i18n: ["organizations"] };
export const meta = titleMeta;
export default OrganizationSignupForm;
