import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { getCurrentVolunteerCenter } from "./api/volunteer-centers";
import { themeCss } from "./theme";

// Only same-site paths and http(s) URLs may become an <img src> or <link href>.
const safeUrl = (value: string | null | undefined) =>
  value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

type CurrentCenter = Awaited<ReturnType<typeof fetchCurrentCenter>>;

// Every page needs the centre, and it changes seldom: one answer per centre is kept for a minute
// in this isolate, so a page costs one API round trip less (docs/performance.md, "SSR cost").
// Errors are never kept. A save on /instellingen forgets the entry (forgetCurrentCenter), so the
// next page shows the change instead of waiting the minute out.
const CENTER_TTL_MS = 60_000;
const centers = new Map<string, { center: CurrentCenter; until: number }>();

/**
 * After a centre's settings changed: its cached answers are dropped, under every key that names
 * the tenant (the default centre and the explicit id are two keys for one centre).
 */
export function forgetCurrentCenter(context: AppLoadContext) {
  const prefix = `${context.tenant.tenant}|`;
  for (const key of centers.keys()) if (key.startsWith(prefix)) centers.delete(key);
}

/** What every page needs of the current centre: its name, logo, favicon and theme. */
export async function loadCurrentCenter(context: AppLoadContext, now = Date.now()) {
  const kept = centers.get(keyOf(context));
  if (kept && kept.until > now) return kept.center;
  const center = await fetchCurrentCenter(context);
  if (centers.size > 500) centers.clear(); // a bound, not an LRU: centres are few
  // Keyed by the centre that answered: an unknown kept centre is replaced during the call, and must
  // meet the API again next time, so that its cookie is replaced too.
  centers.set(keyOf(context), { center, until: now + CENTER_TTL_MS });
  return center;
}

const keyOf = ({ tenant: { tenant, appContext, volunteerCenterId } }: AppLoadContext) =>
  `${tenant}|${appContext}|${volunteerCenterId ?? ""}`;

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
    };
  } catch (error) {
    // The API's status is the page's status: an unknown centre is a 404, not a crash.
    if (error instanceof ApiError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
