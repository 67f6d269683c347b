import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiClient, JSON_API } from "./client";
import type { ApiTrace } from "./trace";

/**
 * For unit tests: an ApiClient of one tenant and centre whose api answers `answer(method, path)`
 * (a body, with a status when not 200), each answer after a timer as a call across the network
 * would. `calls` records every call ("GET /api/v1/…"), `events` every question and answer in
 * order ("ask /api/v1/…", "answer /api/v1/…"); `page()` is the context of a new request.
 */
export function fakeApi(tenant: string, volunteerCenterId: string, answer: (method: string, path: string) => { body: unknown; status?: number }) {
  const calls: string[] = [];
  const events: string[] = [];
  const api = new ApiClient({
    baseUrl: "https://api.internal",
    tenant,
    appContext: "main",
    volunteerCenterId,
    transport: async (request) => {
      const { pathname } = new URL(request.url);
      calls.push(`${request.method} ${pathname}`);
      events.push(`ask ${pathname}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      events.push(`answer ${pathname}`);
      const { body, status = 200 } = answer(request.method, pathname);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_API } });
    },
  });
  const page = () => ({ api, apiTrace: { calls: [] } as ApiTrace, tenant: { tenant, appContext: "main", volunteerCenterId } }) as unknown as AppLoadContext;
  return { api, calls, events, page };
}
