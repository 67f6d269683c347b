import { removeDueAccounts } from "./resources/users/removal";
import { reportingOptions, reportsErrors } from "@contract/error-reporting";
import * as Sentry from "@sentry/cloudflare";
import { app } from "./app";
import { MAIL_CRON, ROLL_UP_CRON } from "./crons";
import type { ApiEnv } from "./env";
import { handleMailBatch } from "./mail/delivery";
import { startDigests } from "./mail/digest/jobs";
import { requeueStaleMail } from "./mail/sweep";
import { sendExpiryReminders } from "./resources/vacancies/expiry-reminders";
import { deleteExpiredFormSubmissions } from "./resources/forms/retention";
import { sendActivityReminders } from "./resources/activities/reminders";
import { sendShiftReminders } from "./resources/shifts/reminders";
import { sweepUnusedUploads } from "./files/sweep";
import { sendPendingMessageMails } from "./resources/conversations/message-mail";
import { runRollUp } from "./resources/analytics/roll-up";
import { sendYearlyChecks } from "./resources/organization-checks/yearly";
import { sendOperatorInvitations } from "./resources/users/operator-invitations";
import { forEveryDatabase } from "./db/tenant-databases";
import { deleteUnconfirmedHelpRequests } from "./resources/help-requests/sweep";

/**
 * The crons of api/wrangler.toml: daily the 'still current?' reminders (docs/vacancies.md);
 * the periodic digests' planning (docs/mail.md); the forms' retention (docs/forms.md); the
 * activities' and their shifts' day-before reminders (docs/activities.md, docs/shifts-and-hours.md); the sweep of unused uploads
 * (docs/files.md); the requests for help never confirmed (docs/one-on-one-help.md); deleted
 * accounts past their grace period anonymised (docs/users.md); just after midnight the figures' roll-up (docs/analytics.md); every quarter
 * hour the sweep for mail whose queue message was lost (docs/mail.md).
 */
const scheduled: ExportedHandlerScheduledHandler<ApiEnv> = async (controller, env, ctx) => {
  // Awaited, not handed to waitUntil: whoever fires it (start.mjs, the benchmark) knows when the
  // figures are counted.
  if (controller.cron === ROLL_UP_CRON) {
    await forEveryDatabase(env, (one) => runRollUp(one));
    return;
  }
  // Every database holds tenants (a tenant may have one of its own, db/tenant-databases.ts): each
  // job runs once per database, the databases one after another.
  // (`one` alone: the jobs take an optional `now` second.)
  const each = (job: (env: ApiEnv) => Promise<unknown>) => ctx.waitUntil(forEveryDatabase(env, (one) => job(one)));
  if (controller.cron === MAIL_CRON) {
    each(requeueStaleMail);
    // New messages that came within a quarter hour of the last mail (docs/conversations.md).
    each(sendPendingMessageMails);
    // The first super admins of tenants made by the operators' `tenant create` (docs/operators.md).
    each(sendOperatorInvitations);
  } else {
    each(sendExpiryReminders);
    ctx.waitUntil(forEveryDatabase(env, (one, database) => startDigests(one, new Date(), database)));
    each(deleteExpiredFormSubmissions);
    each(sendActivityReminders);
    each(sendShiftReminders);
    each(sweepUnusedUploads);
    each(sendYearlyChecks);
    each(deleteUnconfirmedHelpRequests);
    each(removeDueAccounts);
  }
};

/** The mail queue and its dead-letter queue (docs/mail.md). */
const queue: ExportedHandlerQueueHandler<ApiEnv> = (batch, env) => handleMailBatch(batch, env);

// Error reporting when SENTRY_DSN is set (docs/diagnostics.md); off otherwise.
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

// withSentry instruments the object it is given: its own, so the bare handlers stay bare.
const reported = Sentry.withSentry(
  (env: ApiEnv) =>
    reportingOptions({
      dsn: env.SENTRY_DSN,
      release: text(env.RELEASE) ?? "development",
      environment: text(env.ENVIRONMENT) ?? "production",
      worker: "api",
    }),
  { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<ApiEnv>,
);

// Through Sentry only when there is somewhere to report to (reportsErrors says why).
export default {
  // Any Request: the tests make their own, without Cloudflare's incoming properties.
  fetch: (request: Request, env: ApiEnv, ctx: ExecutionContext) =>
    reportsErrors(env) ? reported.fetch!(request as Parameters<ExportedHandlerFetchHandler<ApiEnv>>[0], env, ctx) : app.fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => (reportsErrors(env) ? reported.scheduled! : scheduled)(controller, env, ctx),
  queue: (batch, env, ctx) => (reportsErrors(env) ? reported.queue! : queue)(batch, env, ctx),
} satisfies ExportedHandler<ApiEnv>;
