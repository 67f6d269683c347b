import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "./api/errors";
import { getCurrentCenterVersion, getCurrentVolunteerCenter } from "./api/volunteer-centers";
import { contactPersonOf, footerOf } from "./center-footer";
import { themeCss } from "./theme";
import { centerKeyOf, keptWhileCurrent } from "./kept-while-current";
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
  return perRequest(context, () =>
    keptWhileCurrent(centers, centerKeyOf(context), { read: () => fetchCurrentCenter(context), version: () => readVersion(context), now }),
  );
}

// The API's status is the page's status, with the API's message: an unknown centre is a 404, not a
// crash.
async function withApiStatus<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

const readVersion = (context: AppLoadContext) => withApiStatus(getCurrentCenterVersion(context));

async function fetchCurrentCenter(context: AppLoadContext) {
  const center = await withApiStatus(getCurrentVolunteerCenter(context.api));
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
}
