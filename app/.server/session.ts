import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";
import type { Credentials } from "./api/credentials";
import { IsolateCache } from "@contract/isolate-cache";

export interface SessionData {
  credentials: Credentials;
  currentOrganizationId: string;
  /** Set while staff act as another user: their own session, kept to switch back to. */
  impersonation: Impersonation;
  /** The newest D1 bookmark a signed-in visitor's calls saw: their next request reads at least that state. */
  d1Bookmark: string;
  /** /test/dupe: the form tokens already received, newest last (a few only). */
  testDupeTokens: string[];
  /** /test/step-form-2: the multi-step form's saved progress. */
  testSteps: { step: number; values: Record<string, string> };
}

export interface Impersonation {
  credentials: Credentials;
  currentOrganizationId: string | null;
  /** The staff member's own name, for the banner. */
  name: string;
  /** The page to return to on switching back (the user's page they came from). */
  returnTo: string;
}

export type AppSession = Session<SessionData>;

/**
 * The signed, HttpOnly cookie session. On https the name carries the `__Host-` prefix, which
 * browsers accept only for Secure, host-only cookies with Path=/, so no subdomain can plant one.
 */
export function sessionStorageFor(secret: string, https: boolean) {
  const key = `${https ? "https" : "http"}:${secret}`;
  // A deployment has one secret, tests a few.
  return storages.getOrSet(key, () => createSessionStorage(secret, https));
}

// One storage per secret and scheme and isolate: it holds no request's state, and building it
// (its cookie, the signing secrets) on every request was a measurable part of a page (docs/performance.md).
const storages = new IsolateCache<ReturnType<typeof createSessionStorage>>({ max: 8 });

function createSessionStorage(secret: string, https: boolean) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: https ? "__Host-inzet_session" : "inzet_session",
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
    },
  });
}

/**
 * Reads the session and tells later whether it changed, so the cookie is only sent when needed.
 * A cookie that cannot be read (`%ZZ`, bad base64 or JSON) counts as signed out and is cleared,
 * rather than failing every page.
 */
export async function openSession(request: Request, secret: string) {
  const https = new URL(request.url).protocol === "https:";
  const storage = sessionStorageFor(secret, https);
  const header = request.headers.get("Cookie");
  let session: AppSession;
  let unreadable = false;
  try {
    session = await storage.getSession(header);
    // Sent but empty: its signature did not verify (forged, or signed with an old secret).
    const name = https ? "__Host-inzet_session" : "inzet_session";
    unreadable = Object.keys(session.data).length === 0 && new RegExp(`(^|;)\\s*${name}=`).test(header ?? "");
  } catch {
    session = await storage.getSession(null);
    unreadable = true;
  }
  const before = JSON.stringify(session.data);
  return {
    session,
    /** A Set-Cookie value when the session changed during the request (or must go), else null. */
    commit: async () => {
      if (JSON.stringify(session.data) !== before) return storage.commitSession(session);
      return unreadable ? storage.destroySession(session) : null;
    },
  };
}
