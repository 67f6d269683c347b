import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { reportTestError } from "~/.server/error-reporting";

/** /test/sentry's button: one test error to error reporting, and the event's id to look it up by. */
export async function sentryTestAction(request: Request, context: AppLoadContext) {
  const eventId = await reportTestError(request, context);
  return data({ eventId, configured: eventId !== null });
}
