import { redirect } from "@remix-run/cloudflare";

/**
 * The one way routes redirect: only same-site paths pass ('/x', never '//host' or '/\host'),
 * anything else falls back, so a crafted redirectTo cannot send a visitor off the site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/", init?: ResponseInit) {
  const target = typeof to === "string" ? to.trim() : "";
  // Browsers drop tabs and newlines inside a URL, so '/\t/host' would become '//host'; a newline
  // or NUL would also make the Location header throw. No real path carries them.
  const unsafe = !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\") || /[\t\n\r\0]/.test(target);
  const safe = unsafe ? fallback : target;
  return redirect(safe, init);
}
