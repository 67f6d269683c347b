import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { updateCenterProfile } from "./api/center-settings";
import { ApiError } from "./api/errors";
import { forgetCurrentCenter } from "./current-center";
import { safeRedirect } from "./safe-redirect";
import { flashToast } from "./toast";

type Reply = (options: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]>;

/**
 * Saves some of the centre's settings from an /instellingen form, then shows the change at once:
 * this isolate forgets its kept centre (others see the new version, docs/settings.md), a toast
 * says so and the screen is shown again. The form checks what the api checks, so a 422 is rare:
 * one form message then, not a field's.
 */
export async function saveCenterSettings(
  context: AppLoadContext,
  centerId: string,
  attributes: object,
  { reply, path, onFailure }: { reply: Reply; path: string; onFailure?: () => Promise<unknown> },
) {
  try {
    await updateCenterProfile(context, centerId, attributes);
  } catch (error) {
    await onFailure?.();
    if (error instanceof ApiError && error.status === 422) return data(reply({ formErrors: [context.t("settings:failed")] }), { status: 400 });
    throw error;
  }
  forgetCurrentCenter(context);
  flashToast(context, { title: context.t("settings:saved"), color: "success" });
  return safeRedirect(path);
}
