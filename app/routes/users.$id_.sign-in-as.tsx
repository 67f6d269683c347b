import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/.server/auth";
import { startImpersonation } from "~/.server/impersonation";
import { parseParams } from "~/.server/not-found";
import { safeRedirect } from "~/.server/safe-redirect";

// POST only (a form on the user's page): a link or an image on another site cannot make staff
// act as somebody else. The API decides who may (docs/users.md).
const paramsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

export function loader({ request, params }: LoaderFunctionArgs) {
  const { id } = parseParams(request, params, paramsSchema);
  return safeRedirect(`/users/${id}`);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = parseParams(request, params, paramsSchema);
  const admin = await requireUser(request, context);
  return startImpersonation(context, admin, id, `/users/${id}`);
}
