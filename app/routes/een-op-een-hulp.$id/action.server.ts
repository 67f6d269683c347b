import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/.server/api/errors";
import { offerHelp, updateHelpRequest } from "~/.server/api/help-requests";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";

const ID = /^[1-9][0-9]{0,14}$/;
const STATUSES = ["open", "matched", "closed"] as const;
const text = (value: FormDataEntryValue | null, max = 2000) =>
  String(value ?? "")
    .trim()
    .slice(0, max);

/**
 * The request page's three plain posts: a volunteer offers to help; the staff match one of the
 * volunteers who offered, or save the follow-up. The api decides who may; a refusal (or a request
 * that changed meanwhile) comes back as a notice on the same page.
 */
export async function helpRequestAction(context: AppLoadContext, id: string, form: FormData) {
  const page = `/een-op-een-hulp/${id}`;
  const intent = form.get("intent");
  try {
    if (intent === "offer") {
      await offerHelp(context.api, id, text(form.get("message")) || undefined);
      flashToast(context, { title: context.t("help:detail.offerSent"), color: "success" });
    } else if (intent === "match" && ID.test(String(form.get("volunteerId")))) {
      await updateHelpRequest(context.api, id, { volunteerId: String(form.get("volunteerId")) });
      flashToast(context, { title: context.t("help:detail.matched"), color: "success" });
    } else if (intent === "follow-up") {
      const status = STATUSES.find((s) => s === form.get("status"));
      await updateHelpRequest(context.api, id, { followUp: text(form.get("followUp")), ...(status && { status }) });
      flashToast(context, { title: context.t("help:detail.saved"), color: "success" });
    } else {
      flashToast(context, { title: context.t("help:detail.failed"), color: "danger" });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    flashToast(context, { title: context.t("help:detail.failed"), color: "danger" });
    // Gone from this user's sight (matched to someone else): back to the list.
    if (error.status === 404) return safeRedirect("/een-op-een-hulp/hulpvragen");
  }
  return safeRedirect(page);
}
