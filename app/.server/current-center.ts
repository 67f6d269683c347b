import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { getCurrentVolunteerCenter } from "./api/volunteer-centers";
import { themeCss } from "./theme";

// Only same-site paths and http(s) URLs may become an <img src> or <link href>.
const safeUrl = (value: string | null | undefined) =>
  value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

type CurrentCenter = Awaited<ReturnType<typeof fetchCurrentCenter>>;

// Every page needs the centre, and it changes seldom (there is no web screen that edits it): one
// answer per centre is kept for a minute in this isolate, so a page costs one API round trip less
// (docs/performance.md, "SSR cost"). Errors are never kept.
const CENTER_TTL_MS = 60_000;
const centers = new Map<string, { center: CurrentCenter; until: number }>();

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
      themeCss: themeCss(center.profile),
    };
  } catch (error) {
    // The API's status is the page's status: an unknown centre is a 404, not a crash.
    if (error instanceof ApiError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
