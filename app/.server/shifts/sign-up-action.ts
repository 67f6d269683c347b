import { signUpRules } from "@contract/activities";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { cancelShiftSignUp, signUpForShift } from "~/.server/api/shifts";
import { ApiError } from "~/.server/api/errors";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";

const ID = /^[1-9]\d{0,17}$/;

/** The intents of the shifts' forms on an activity's or a vacancy's page. */
export const isShiftPost = (formData: FormData) => ["shift", "cancel-shift", "guest-shift"].includes(String(formData.get("intent")));

/**
 * A signed-in volunteer signs up for one shift (a place or its waiting list, as the API decides)
 * or cancels one; back on the page (`back`: the activity's or the vacancy's) with what happened,
 * or the reason it was refused.
 */
export async function shiftSignUpAction(request: Request, context: AppLoadContext, back: string, formData: FormData) {
  if (formData.get("intent") === "guest-shift") return guestShiftSignUp(context, back, formData);
  await requireUser(request, context);
  const intent = formData.get("intent");
  const id = String(formData.get(intent === "shift" ? "shiftId" : "signUpId") ?? "");
  if (!ID.test(id)) return data({ shiftError: context.t("activities:shifts.public.errors.closed") }, { status: 400 });
  let notice: string;
  try {
    if (intent === "shift") notice = (await signUpForShift(context.api, id)).data.status;
    else {
      await cancelShiftSignUp(context.api, id);
      notice = "cancelled";
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const reason = error.status === 409 ? "cutOff" : error.errors.some((e) => e.code === "taken") ? "taken" : "closed";
    return data({ shiftError: context.t(`activities:shifts.public.errors.${reason}`) }, { status: error.status === 409 ? 409 : 400 });
  }
  return safeRedirect(`${back}?dienst=${notice}#diensten`);
}

/** A guest's name and address, checked by the contract's rules before the API sees them. */
const guestSchema = z.object({ shiftId: z.string().regex(ID), ...signUpRules });

/**
 * A guest signs up for one shift: the API mails a link to confirm the address and gives no place
 * until it is followed (docs/shifts-and-hours.md). Back on the page saying to look in the mail.
 */
async function guestShiftSignUp(context: AppLoadContext, back: string, formData: FormData) {
  const parsed = guestSchema.safeParse(Object.fromEntries(["shiftId", "name", "email"].map((k) => [k, String(formData.get(k) ?? "")])));
  if (!parsed.success) return data({ shiftError: context.t("activities:shifts.public.guest.invalid") }, { status: 400 });
  const { shiftId, name, email } = parsed.data;
  try {
    await signUpForShift(context.api, shiftId, { name, email, locale: context.locale });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const key =
      error.status === 429
        ? "guest.rateLimited"
        : error.errors.some((e) => e.source?.pointer === "/data/attributes/shift_id")
          ? "errors.closed"
          : "guest.invalid";
    return data({ shiftError: context.t(`activities:shifts.public.${key}`) }, { status: error.status === 429 ? 429 : 400 });
  }
  return safeRedirect(`${back}?dienst=unconfirmed#diensten`);
}
