import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { getCurrentCenterVersion, getCurrentVolunteerCenter } from "./api/volunteer-centers";
import { contactPersonOf, footerOf } from "./center-footer";
import { themeCss } from "./theme";
import { VERSION_TTL_SECONDS } from "./edge-cache/version";
import { IsolateCache, perRequestMemo } from "@contract/isolate-cache";

// Only same-site paths and http(s) URLs may become an <img src> or <link href>.
const safeUrl = (value: string | null | undefined) => (value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null);

type CurrentCenter = Awaited<ReturnType<typeof fetchCurrentCenter>>;

// Every page needs the centre, and it changes seldom, so each isolate keeps one answer per centre.
// A kept answer is used only while the centre's settings version (one small api call, a single
// indexed D1 read) is still the one it was read at: a save in any isolate bumps the version in
// D1, so every isolate's next page refetches (docs/settings.md, "A save shows at once"). The
// minute bounds how long anything the version does not cover (the centre's name) may lag.
// Errors are never kept.
const CENTER_TTL_MS = 60_000;
const centers = new IsolateCache<CurrentCenter>({ max: 500, ttlMs: CENTER_TTL_MS });
// One answer per request: the root loader, the page's loader and its sections ask at the same time,
// before any of them has kept a centre, and would each fetch it (issue 29: two identical calls on
// the home page).
const perRequest = perRequestMemo<AppLoadContext, Promise<CurrentCenter>>();

/**
 * After a centre's settings changed: its cached answers in this isolate are dropped at once, under
 * every key that names the tenant (the default centre and the explicit id are two keys for one
 * centre). Other isolates notice by the version.
 */
export function forgetCurrentCenter(context: AppLoadContext) {
  perRequest.forget(context);
  const prefix = `${context.tenant.tenant}|`;
  for (const key of centers.keys()) if (key.startsWith(prefix)) centers.delete(key);
}

/** What every page needs of the current centre: its name, logo, favicon, theme and footer. */
export function loadCurrentCenter(context: AppLoadContext, now = Date.now()): Promise<CurrentCenter> {
  return perRequest(context, () => keptOrFetched(context, now));
}

async function keptOrFetched(context: AppLoadContext, now: number) {
  // Anything unexpired kept, whatever its version: else nothing to check the version against.
  if (centers.get(keyOf(context), { now }) === undefined) return fetchedBesideVersion(context, now);
  const version = await readVersion(context);
  const kept = centers.get(keyOf(context), { now, version });
  if (kept) return kept;
  // Read after the version: a save in between leaves an older version beside a newer centre,
  // which the next page refetches; never the other way round.
  const center = await fetchCurrentCenter(context);
  // Keyed by the centre that answered: an unknown kept centre is replaced during the call, and must
  // meet the API again next time, so that its cookie is replaced too.
  centers.set(keyOf(context), center, { now, version });
  return center;
}

/**
 * Nothing current kept (a new isolate, or a quiet minute): the centre is asked beside the version
 * instead of after it, so the page waits for one api call, not two in a row (issue 47, the
 * round-trip budget: deployed, each call crosses to the api worker and D1). A save landing
 * between the two reads could leave an older centre beside a newer version, so a copy read this
 * way is kept only as long as the edge keeps a version (VERSION_TTL_SECONDS), the lag a save
 * already has in other places; then it is read this way again.
 */
async function fetchedBesideVersion(context: AppLoadContext, now: number) {
  const [center, version] = await Promise.all([fetchCurrentCenter(context), readVersion(context)]);
  return centers.set(keyOf(context), center, { now, version, ttlMs: VERSION_TTL_SECONDS * 1000 });
}

async function readVersion(context: AppLoadContext) {
  try {
    return await getCurrentCenterVersion(context);
  } catch (error) {
    if (error instanceof ApiError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

const keyOf = ({ tenant: { tenant, appContext, volunteerCenterId } }: AppLoadContext) => `${tenant}|${appContext}|${volunteerCenterId ?? ""}`;

async function fetchCurrentCenter(context: AppLoadContext) {
  try {
    const center = await getCurrentVolunteerCenter(context.api);
    return {
      id: center.id,
      name: center.name,
      logoUrl: safeUrl(center.profile?.websiteLogoUrl),
      faviconUrl: safeUrl(center.profile?.faviconUrl),
      gtagId: center.profile?.gtagId ?? null,
      shape: center.profile?.shape ?? null,
      themeCss: themeCss(center.profile),
      footer: footerOf(center.profile),
      contactPerson: contactPersonOf(center.profile),
    };
  } catch (error) {
    // The API's status is the page's status: an unknown centre is a 404, not a crash.
    if (error instanceof ApiError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
