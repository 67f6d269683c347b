import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { getCurrentVolunteerCenter } from "./api/volunteer-centers";
import { themeCss } from "./theme";

// Only same-site paths and http(s) URLs may become an <img src> or <link href>.
const safeUrl = (value: string | null | undefined) =>
  value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

/** What every page needs of the current centre: its name, logo, favicon and theme. */
export async function loadCurrentCenter(context: AppLoadContext) {
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
