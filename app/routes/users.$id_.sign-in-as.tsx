import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth";
import { startImpersonation } from "~/.server/impersonation";
import { idParams, parseParams } from "~/.server/not-found";
import { safeRedirect } from "~/.server/safe-redirect";

// POST only (a form on the user's page): a link or an image on another site cannot make staff
// act as somebody else. The API decides who may (docs/users.md).
export function loader({ request, params }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, idParams);
  return safeRedirect(`/users/${id}`);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = parseParams(request, params, idParams);
  const admin = await requireUser(request, context);
  return startImpersonation(context, admin, id, `/users/${id}`);
}
