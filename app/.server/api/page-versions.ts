import type { ContentVersionAttributes, RaisedVersions } from "@contract/content-versions";
import { perRequestMemo } from "@contract/isolate-cache";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { defaultCache } from "../edge-cache/store";
import { keepVersion, keptPageVersions } from "../edge-cache/version";

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
const asked = perRequestMemo<AppLoadContext, { writes: number; versions: Promise<PageVersions> }>();

// A write counts once the api said it raised the content version: a sign-in, a sign-out or a
// refused write changed nothing a page shows, and asking again would cost a round trip.
const raisingCalls = (context: AppLoadContext) => context.apiTrace.calls.filter((call) => call.raised !== null);

/**
 * The request's page versions, asked once (docs/settings.md, "A save shows at once"): from the
 * edge, where a request before this one kept them (decision 0011), else from the api. Never from
 * the edge after a write of this request: what is kept there is from before it.
 */
export function getPageVersions(context: AppLoadContext): Promise<PageVersions> {
  const raising = raisingCalls(context);
  const writes = raising.length;
  const kept = asked.peek(context);
  if (kept && kept.writes === writes) return kept.versions;
  // After a write, the versions its answer handed over (no round trip); before one, the edge's.
  const known = writes === 0 ? fromEdge(context) : Promise.resolve(handedOver(raising[writes - 1]!.raised!, context));
  const versions = known.then((found) => found ?? fetchPageVersions(context));
  asked.set(context, { writes, versions });
  return versions;
}

async function fromEdge(context: AppLoadContext): Promise<PageVersions | null> {
  const cache = defaultCache();
  if (!cache || !context.origin) return null;
  return keptPageVersions(cache, context.origin, context.tenant.tenant, context.tenant.volunteerCenterId).catch(() => null);
}

async function fetchPageVersions(context: AppLoadContext): Promise<PageVersions> {
  const { meta } = await context.api.get<null>(CENTER_VERSION);
  const versions = pageVersions(String(meta.volunteerCenterId), Number(meta.version), meta.contentVersion as ContentVersionAttributes);
  keepAtTheEdge(context, versions);
  return versions;
}

const pageVersions = (centerId: string, centerVersion: number, content: ContentVersionAttributes): PageVersions => ({
  center: `${centerId}:${centerVersion}`,
  content: `${content.version}|${content.timed}`,
  counter: content.version,
  freshUntil: content.freshUntil ?? null,
});

/**
 * The versions a write's answer handed over, when they are of this request's centre (the api read
 * them for the centre the call named, which is the request's); null (ask): not readable, or none.
 * Kept at the edge by the write's own request (edge-cache afterWrites), not here.
 */
function handedOver(value: string, context: AppLoadContext): PageVersions | null {
  try {
    const { center, content } = JSON.parse(value) as RaisedVersions;
    const expected = context.tenant.volunteerCenterId;
    if (!center || !content || (expected !== null && String(center.id) !== String(expected))) return null;
    return pageVersions(String(center.id), center.version, content);
  } catch {
    return null;
  }
}

// Kept for the next requests once the answer is out (decision 0011); a write's own request keeps
// the content version before its answer instead (edge-cache afterWrites).
function keepAtTheEdge(context: AppLoadContext, versions: PageVersions) {
  const cache = defaultCache();
  const { origin } = context;
  if (!cache || !origin) return;
  const { tenant, volunteerCenterId } = context.tenant;
  const keeping = keepVersion(cache, [origin], tenant, versions, volunteerCenterId).catch((error: unknown) => console.error("edge cache version:", error));
  keeps.set(context, Promise.all([keeps.peek(context), keeping]));
  context.cloudflare.ctx.waitUntil(keeping);
}

const keeps = perRequestMemo<AppLoadContext, Promise<unknown>>();

/** Done keeping what this request read before its write, so none of it lands over the write's version. */
export async function keptBeforeWrites(context: AppLoadContext): Promise<void> {
  await keeps.peek(context);
}
