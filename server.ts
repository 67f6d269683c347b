import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build; `npm run build` writes it before wrangler bundles this file.
import * as build from "./build/server";
import { ConfigError } from "./app/.server/config";
import { crossSiteResponse, isCrossSiteMutation } from "./app/.server/csrf";
import { getLoadContext, type Env } from "./load-context";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

// The one place cookies decided during a request (tenant, centre, later the session) reach the
// browser, whatever the response: a page, a data request or an action's redirect.
function commitCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  const committed = new Response(response.body, response);
  for (const cookie of cookies) committed.headers.append("Set-Cookie", cookie);
  return committed;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    if (isCrossSiteMutation(request)) return crossSiteResponse();
    try {
      const loadContext = await getLoadContext({ request, context: { cloudflare: { env, ctx } } });
      const response = await handleRemixRequest(request, loadContext);
      await loadContext.commitSession();
      return commitCookies(response, loadContext.setCookies);
    } catch (error) {
      // A misconfigured deployment says which key is wrong instead of a bare 500.
      if (error instanceof ConfigError) {
        console.error(error.message);
        return new Response(error.message, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      }
      throw error;
    }
  },
} satisfies ExportedHandler<Env>;
