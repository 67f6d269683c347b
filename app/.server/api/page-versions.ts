import type { ContentVersionAttributes } from "@contract/content-versions";
import type { AppLoadContext } from "@remix-run/cloudflare";

const CENTER_VERSION = "/api/v1/volunteer_centers/current/version";

/** What every page asks before it uses anything kept: one api call per request (issue 29). */
export interface PageVersions {
  /** The current centre's settings version: is the isolate's copy of the centre still the saved one? */
  center: string;
  /**
   * The tenant's content version (its counter, the day, the newest news item's moment): the edge
   * cache's key part (docs/decisions/0009-edge-cache.md), and the check of the isolate's menus.
   */
  content: string;
  /** The content version's counter alone: a kept version never replaces a newer one (edge-cache/version.ts). */
  counter: number;
  /** Until when the content version's clock part holds (ContentVersionAttributes.freshUntil); null: the backend does not say. */
  freshUntil: string | null;
}

// One answer per request: the edge cache, the root's centre and menus, and a page's own loader
// all ask, and Remix runs the loaders side by side. Asked again after a write of this request
// (an action's save, then its page's loaders): the write raised the versions.
const asked = new WeakMap<AppLoadContext, { writes: number; versions: Promise<PageVersions> }>();

const writesOf = (context: AppLoadContext) => context.apiTrace.calls.filter((call) => call.method !== "GET").length;

/** The request's page versions, asked of the api once (docs/settings.md, "A save shows at once"). */
export function getPageVersions(context: AppLoadContext): Promise<PageVersions> {
  const writes = writesOf(context);
  const kept = asked.get(context);
  if (kept && kept.writes === writes) return kept.versions;
  const versions = fetchPageVersions(context);
  asked.set(context, { writes, versions });
  return versions;
}

async function fetchPageVersions({ api }: AppLoadContext): Promise<PageVersions> {
  const { meta } = await api.get<null>(CENTER_VERSION);
  const content = meta.contentVersion as ContentVersionAttributes;
  return {
    center: `${String(meta.volunteerCenterId)}:${String(meta.version)}`,
    content: `${content.version}|${content.timed}`,
    counter: content.version,
    freshUntil: content.freshUntil ?? null,
  };
}
