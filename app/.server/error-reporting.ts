import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * What server.ts hands the app from @sentry/cloudflare (docs/diagnostics.md): the app itself never
 * imports the SDK, so the Remix build stays free of it and tests need no DSN. Each call returns
 * the event's id, or undefined when reporting is off (no SENTRY_DSN).
 */
export interface ErrorReporter {
  exception(error: unknown, tags: Record<string, string>): string | undefined;
  message(message: string, tags: Record<string, string>): string | undefined;
  enabled(): boolean;
}

/** No reporting: unit tests, and any entry that does not pass a reporter. */
export const NO_REPORTER: ErrorReporter = { exception: () => undefined, message: () => undefined, enabled: () => false };

/** /test/sentry: one test error, filed like any other; its event id, or null when reporting is off. */
export async function reportTestError(request: Request, context: AppLoadContext): Promise<string | null> {
  if (!context.errorReporting.enabled()) return null;
  return context.reportError(new Error(`Test error from ${new URL(request.url).pathname}`)) ?? null;
}
