import { redirect } from "@remix-run/cloudflare";

/**
 * The one way routes redirect: only same-site paths pass ('/x', never '//host' or '/\host'),
 * anything else falls back, so a crafted redirectTo cannot send a visitor off the site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/", init?: ResponseInit) {
  const target = typeof to === "string" ? to.trim() : "";
  // Browsers drop tabs and newlines inside a URL, so '/\t/host' would become '//host'; a newline
  // would also make the Location header throw. No real path carries control characters.
  const safe =
    target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") && !/[\u0000-\u001f\u007f]/.test(target)
      ? target
      : fallback;
  return redirect(safe, init);
}
