import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadDirectoryPlaces } from "./sociale-kaart._index/directory.server";

/**
 * Every organization of a social map search on the map (all pages of the list, up to a cap):
 * what the map island asks for once the map is in view (docs/social-map.md, "The map"). Public;
 * the same search parameters as /sociale-kaart. Cached a minute: an approval shows soon enough;
 * for staff (whose answer marks the unmanaged entries) only in their own browser.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { personal, ...answer } = await loadDirectoryPlaces(request, context);
  return Response.json(answer, { headers: { "Cache-Control": `${personal ? "private" : "public"}, max-age=60`, Vary: "Cookie" } });
}
