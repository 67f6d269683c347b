import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getProfilePhoto } from "~/.server/api/volunteer-profiles";
import { servedPhoto } from "~/.server/volunteer-profile-photo";
import { requireProfilesFeature } from "~/.server/volunteer-profiles";

/**
 * /vrijwilligerspool/:id/foto?v=<version>: a profile's photo for exactly those who may read its
 * card (the api decides; docs/volunteer-profiles.md). Everybody else, and a profile without a
 * photo, gets a 404. The version only makes the URL new when the photo changes.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireProfilesFeature(request, context);
  const id = params.id ?? "";
  const photo = /^\d{1,12}$/.test(id) ? await getProfilePhoto(context.api, id) : null;
  if (photo === null) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return servedPhoto(photo);
}
