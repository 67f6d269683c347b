import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchFile } from "~/.server/api/uploads";

// A file's URL names its content hash, so it never changes: a year, immutable (docs/files.md).
const IMMUTABLE = "public, max-age=31536000, immutable";
const NAME = /^[0-9a-f]{64}\.(png|jpg|webp|pdf)$/;

/**
 * Uploaded files (logos, favicons, photos, documents), out of R2 through the api. The path
 * repeats the tenant, so a URL is one tenant's: another tenant's path here is a 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { tenant, kind = "", name = "" } = params;
  // Stock images (/files/stock/image/...) are the platform's, on every tenant's site.
  const stock = tenant === "stock" && kind === "image";
  if ((!stock && tenant !== context.tenant.tenant) || !/^[a-z]+$/.test(kind) || !NAME.test(name)) throw new Response("Not found", { status: 404 });
  const file = await fetchFile(context, stock ? "stock" : kind, name);
  if (file === null) throw new Response("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": file.headers.get("Content-Type") ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
  });
  const length = file.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  const etag = file.headers.get("ETag");
  if (etag) headers.set("ETag", etag);
  return new Response(file.body, { headers });
}
