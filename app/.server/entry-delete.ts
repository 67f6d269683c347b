import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { requireUser } from "./auth";
import { safeRedirect } from "./safe-redirect";
import { flashToast } from "./toast";

/** What a refused delete shows at its confirmation: the page again, status 403 or 400. */
export type DeleteRefused = { deleteError: string };

/**
 * The staff's delete on an organization's or a vacancy's page (intent=delete): the API archives it
 * (it decides who may), then their list with a toast. A refusal comes back to the question.
 */
export async function deleteEntry(
  request: Request,
  context: AppLoadContext,
  { archive, done, toast, forbidden }: { archive: () => Promise<unknown>; done: string; toast: string; forbidden: string },
) {
  await requireUser(request, context);
  try {
    await archive();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const refused = error.status === 403 || error.status === 404;
    return data<DeleteRefused>({ deleteError: refused ? forbidden : context.t("auth:errors.generic") }, { status: refused ? 403 : 400 });
  }
  flashToast(context, { title: toast, color: "success" });
  return safeRedirect(done);
}

/** Whether a post is the page's delete (the vacancy page's other form applies). */
export const isDeletePost = async (request: Request) => (await request.clone().formData()).get("intent") === "delete";
