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
  return redirect(percentEncode(safe), init);
}

// A Location header holds bytes only: a path with other characters ('/日本', as a visitor may
// type it into redirectTo) would make the response throw, a 500. Browsers decode it again.
const bytes = new TextEncoder();
function percentEncode(path: string): string {
  return path.replace(/[^\x21-\x7e]+/gu, (run) => Array.from(bytes.encode(run), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
}
