import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadDirectoryPlaces } from "./sociale-kaart._index/directory.server";

/**
 * Every organization of a social map search on the map (all pages of the list, up to a cap):
 * what the map island asks for once the map is in view (docs/social-map.md, "The map"). Public;
 * the same search parameters as /sociale-kaart. Cached a minute: an approval shows soon enough.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await loadDirectoryPlaces(request, context), { headers: { "Cache-Control": "public, max-age=60" } });
}
