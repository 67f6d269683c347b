/** Minimal cookie helpers: the tenant and centre cookies are plain values, not signed sessions. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Secure, HttpOnly and SameSite=Lax always: nothing on the client needs to read these. */
export function serializeCookie(name: string, value: string, maxAge = ONE_YEAR): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}
