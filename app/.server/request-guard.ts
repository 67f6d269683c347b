/**
 * What must hold before a state-changing request reaches Remix, whose actions read the body with
 * `request.formData()` and would otherwise throw (a 500) on anything a browser's form never sends:
 * another content type (text/plain, JSON, none), multipart without a usable boundary, a charset
 * other than UTF-8, a body that does not parse. Each is answered 400 or 415 here instead.
 */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type Malformed = { status: 400 | 415; reason: "unsupportedType" | "unsupportedCharset" | "unreadable" };

interface MediaType {
  type: string;
  params: Map<string, string>;
}

function parseContentType(value: string | null): MediaType | null {
  if (!value) return null;
  const [type, ...rest] = value.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const raw = part.slice(index + 1).trim();
    params.set(part.slice(0, index).trim().toLowerCase(), raw.replace(/^"(.*)"$/, "$1"));
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Why this request's body cannot be a form, or null when it is one (or has no business having one). */
export async function malformedRequest(request: Request): Promise<Malformed | null> {
  if (!MUTATIONS.has(request.method)) return null;
  const media = parseContentType(request.headers.get("Content-Type"));
  if (!media || !FORM_TYPES.has(media.type)) return { status: 415, reason: "unsupportedType" };
  const charset = media.params.get("charset");
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) return { status: 415, reason: "unsupportedCharset" };
  if (media.type === "multipart/form-data" && !media.params.get("boundary")) return { status: 400, reason: "unreadable" };
  try {
    // A copy: Remix reads the original. Forms are small; the price is parsing one twice.
    await request.clone().formData();
  } catch {
    return { status: 400, reason: "unreadable" };
  }
  return null;
}

/**
 * The request as Remix should see it. Remix refuses an action whose Origin differs from
 * X-Forwarded-Host by throwing (a 500); on Cloudflare the Host is the site that was asked for and
 * X-Forwarded-Host only what a client wrote, so it is dropped (the Origin was already checked
 * against the Host, csrf.ts).
 */
export function forRemix(request: Request): Request {
  if (!request.headers.has("X-Forwarded-Host")) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  return new Request(request, { headers });
}
