import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { idString } from "@contract/rules";
import { savedRedirect } from "~/.server/account";
import { displayName } from "~/.server/api/users";
import { ApiError } from "~/.server/api/errors";
import { restoreUser } from "~/.server/api/users-admin";
import { requireStaff } from "~/.server/user-management";

/**
 * Restores one deleted account, then its own page with a toast. One that is gone meanwhile
 * (anonymised, restored by someone else) or not the caller's to restore: the list again, saying so.
 */
export async function restoreAction({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const parsed = z.object({ id: idString }).safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: context.t("auth:errors.generic") }, { status: 400 });
  try {
    const { data: user } = await restoreUser(context.api, parsed.data.id);
    return savedRedirect(context, `/users/${user.id}`, context.t("users:deleted.restored", { name: displayName(user) }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return data({ error: context.t(error.status === 403 ? "users:errors.forbidden" : "users:deleted.gone") }, { status: 400 });
  }
}
