// Where a visitor returns after signing in or up (redirectTo): only a path of this site, by the
// rules safeRedirect keeps ('/x', never '//host', '/\host' or a path with a tab or newline).

/** The value when it is a path of this site, else null. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\t\n\r\0]/.test(path)) return null;
  return path;
}

/** `path` with `?redirectTo=` added when there is somewhere (other than home) to return to. */
export function withReturn(path: string, redirectTo: string | null | undefined): string {
  const back = returnPath(redirectTo);
  return back && back !== "/" ? `${path}?${new URLSearchParams({ redirectTo: back })}` : path;
}
