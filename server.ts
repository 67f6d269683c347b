import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as Sentry from "@sentry/cloudflare";
import { reportingOptions, reportsErrors } from "@contract/error-reporting";
// The Remix server build; `npm run build` writes it before wrangler bundles this file.
import * as build from "./build/server";
import type { Env } from "./load-context";
import type { handleWorkerRequest as HandleWorkerRequest } from "./app/.server/worker";
import type { ErrorReporter } from "./app/.server/error-reporting";

const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild);
// Everything else comes out of the build too (entry.server re-exports it), so no server module is
// bundled twice: this file only wires the worker to it.
const { handleWorkerRequest, BUILD_ID } = serverBuild.entry.module as unknown as { handleWorkerRequest: typeof HandleWorkerRequest; BUILD_ID: string };

// Error reporting (docs/diagnostics.md): the SDK lives here only and reaches the app as this reporter.
const reporter: ErrorReporter = {
  exception: (error, tags) => Sentry.withScope((scope) => (scope.setTags(tags), Sentry.captureException(error))),
  message: (message, tags) => Sentry.withScope((scope) => (scope.setTags(tags), Sentry.captureMessage(message, "error"))),
  enabled: () => Sentry.isEnabled(),
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

const handle: ExportedHandlerFetchHandler<Env> = (request, env, ctx) => handleWorkerRequest(request, env, ctx, handleRemixRequest, reporter);
// withSentry instruments the object it is given: its own, so `handle` stays bare.
const reported = Sentry.withSentry(
  (env: Env) =>
    reportingOptions({ dsn: env.SENTRY_DSN, release: text(env.RELEASE) ?? BUILD_ID, environment: text(env.ENVIRONMENT) ?? "development", worker: "web" }),
  { fetch: handle } satisfies ExportedHandler<Env>,
);

// Through Sentry only when there is somewhere to report to (reportsErrors says why).
export default { fetch: (request, env, ctx) => (reportsErrors(env) ? reported.fetch! : handle)(request, env, ctx) } satisfies ExportedHandler<Env>;
