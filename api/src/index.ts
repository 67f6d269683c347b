import { app } from "./app";
import type { ApiEnv } from "./env";
import { sendExpiryReminders } from "./resources/vacancies/expiry-reminders";

/** The cron of api/wrangler.toml: the daily 'still current?' reminders (docs/vacancies.md). */
const scheduled: ExportedHandlerScheduledHandler<ApiEnv> = (
  _controller,
  env,
  ctx,
) => {
  ctx.waitUntil(sendExpiryReminders(env));
};

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<ApiEnv>;
