import type { AppLoadContext } from "@remix-run/cloudflare";
import { createToast, type Toast, type ToastInput } from "../utils/toast";

/**
 * At most this many toasts wait in the session: posts whose redirect is never followed (a script,
 * a double submit) would otherwise grow the cookie past what a browser keeps (4 KB) and fail.
 */
export const MAX_QUEUED_TOASTS = 3;

/** Queues a toast for the next page the visitor sees, across a redirect and without JavaScript. */
export function flashToast(context: Pick<AppLoadContext, "session">, input: ToastInput): Toast {
  const toast = createToast(input);
  context.session.set("toasts", [...(context.session.get("toasts") ?? []), toast].slice(-MAX_QUEUED_TOASTS));
  return toast;
}

/** Takes the queued toasts out of the session: each is shown once. */
export function takeToasts(context: Pick<AppLoadContext, "session">): Toast[] {
  const toasts = context.session.get("toasts") ?? [];
  if (toasts.length) context.session.unset("toasts");
  return toasts;
}
