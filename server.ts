import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build; `npm run build` writes it before wrangler bundles this file.
import * as build from "./build/server";
import type { Env } from "./load-context";
import type { handleWorkerRequest as HandleWorkerRequest } from "./app/.server/worker";

const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild);
// Everything else comes out of the build too (entry.server re-exports it), so no server module is
// bundled twice: this file only wires the worker to it.
const { handleWorkerRequest } = serverBuild.entry.module as unknown as { handleWorkerRequest: typeof HandleWorkerRequest };

export default {
  fetch: (request, env, ctx) => handleWorkerRequest(request, env, ctx, handleRemixRequest),
} satisfies ExportedHandler<Env>;
