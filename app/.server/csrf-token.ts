import type { AppSession } from "./session";

/**
 * The CSRF token of a signed-in session, for posts that carry none of Origin, Referer and
 * Sec-Fetch-Site (csrf.ts decides every post that carries one). Every browser we serve sends
 * Origin on a form post, so such a post comes from a client that hides where it came from, or a
 * very old browser: it must then prove it was made from one of our pages, where every post form
 * carries the token (`CsrfField`). Signed out there is nothing to protect: the visitor's cookies
 * hold no account.
 *
 * The token is an HMAC of the sign-in's api client id under SESSION_SECRET: the same on every
 * page of one sign-in, different for the next, never stored, and not derivable without the secret
 * (the client id itself is inside the signed, HttpOnly session cookie).
 */
export const CSRF_FIELD = "_csrf";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The session's token, or null when it is signed out. */
export async function csrfTokenFor(session: AppSession, secret: string): Promise<string | null> {
  const credentials = session.get("credentials");
  return credentials ? hmac(secret, `csrf:${credentials.client}`) : null;
}

/** Compares without an early exit, so the time taken does not tell how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Whether this request must be refused for want of a valid token: a signed-in post with none of
 * Origin, Referer, Sec-Fetch-Site whose form has no `_csrf` or a wrong one. The body is a form
 * that parses (request-guard.ts ran before); a copy is read, Remix reads the original.
 */
export async function lacksCsrfToken(request: Request, session: AppSession, secret: string): Promise<boolean> {
  if (SAFE_METHODS.has(request.method)) return false;
  if (["Origin", "Referer", "Sec-Fetch-Site"].some((name) => request.headers.has(name))) return false;
  const expected = await csrfTokenFor(session, secret);
  if (expected === null) return false;
  let sent: FormDataEntryValue | null = null;
  try {
    sent = (await request.clone().formData()).get(CSRF_FIELD);
  } catch {
    return true;
  }
  return typeof sent !== "string" || !sameText(sent, expected);
}
