import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { safeRedirect } from "./safe-redirect";

const PARAM = "reset_password_token";

// Six hours, as long as the API accepts the token; only the /auth pages receive it.
const resetTokenCookie = createCookie(PARAM, { path: "/auth", httpOnly: true, secure: true, sameSite: "lax", maxAge: 6 * 60 * 60 });

/**
 * The mailed password token of /auth/reset and /auth/token. A token in the URL is moved into a
 * cookie and the visitor sent to the bare path: while the form is on screen the live token is in
 * no address bar, history entry, Referer header or analytics page view.
 */
export async function readResetToken(request: Request, context: AppLoadContext): Promise<string> {
  const url = new URL(request.url);
  const fromUrl = url.searchParams.get(PARAM);
  if (fromUrl) {
    context.setCookies.push(await resetTokenCookie.serialize(fromUrl.slice(0, 200)));
    throw safeRedirect(url.pathname);
  }
  const stored: unknown = await resetTokenCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" ? stored : "";
}

/** A used or refused token is of no further use: the page then offers a new link instead. */
export async function forgetResetToken(context: AppLoadContext) {
  context.setCookies.push(await resetTokenCookie.serialize("", { maxAge: 0 }));
}
