import type { AppLoadContext } from "@remix-run/cloudflare";

/** /test/sentry: whether error reporting is configured (never the DSN itself: it holds a key). */
export function sentryState(context: AppLoadContext) {
  return { configured: Boolean(context.config.SENTRY_DSN) };
}
