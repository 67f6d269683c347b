import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCurrentUser } from "~/.server/auth";
import { listCenterTagNames } from "~/.server/api/tags";
import { titleMeta } from "~/utils/meta";
import { organizationSignupAction, organizationStartAction } from "./action.server";
import { OrganizationSignupForm } from "./signup-form";

// Public and without JavaScript (decision 0003): the server validates and answers with the errors
// in place. Signed out, the sign-up makes the admin's account; signed in, the user starts the
// organization with their own account and becomes its admin (issue 49, docs/organizations.md).
// Either way the centre's themes are offered, grouped by kind.
export async function loader({ context }: LoaderFunctionArgs) {
  const [user, tags] = await Promise.all([getCurrentUser(context), listCenterTagNames(context)]);
  return {
    title: context.t("organizations:signup.title"),
    locale: context.locale,
    user: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? "") } : null,
    tags: tags.map(({ id, name, kind }) => ({ id, name, kind })),
  };
}

export async function action(args: ActionFunctionArgs) {
  return (await getCurrentUser(args.context)) ? organizationStartAction(args) : organizationSignupAction(args);
}

export const handle = { i18n: ["organizations"] };
export const meta = titleMeta;
export default OrganizationSignupForm;
