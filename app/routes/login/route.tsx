import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAnonymous } from "~/.server/auth";
import { titleMeta } from "~/utils/meta";
import { loginAction } from "./action.server";
import { LoginForm } from "./login-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "/";
  // safeRedirect (inside) sends an off-site redirectTo home instead.
  await requireAnonymous(context, redirectTo);
  return { title: context.t("auth:login.title"), redirectTo };
}

export const action = (args: ActionFunctionArgs) => loginAction(args);
export const meta = titleMeta;
export default LoginForm;
