import type { AppLoadContext } from "@remix-run/cloudflare";
import type { VolunteerCenter } from "./types";

/** The current centre with its whole profile, read fresh (not the per-isolate page cache). */
export async function getCenterSettings(context: AppLoadContext): Promise<VolunteerCenter> {
  const { data } = await context.api.get<VolunteerCenter>("/api/v1/volunteer_centers/current", { include: ["profile"] });
  return data;
}

/**
 * Writes some of a centre's settings; the api checks who may (staff of the centre, super admins).
 * The profile's id is its centre's.
 */
export async function updateCenterProfile(context: AppLoadContext, centerId: string, attributes: object): Promise<VolunteerCenter> {
  const { data } = await context.api.write<VolunteerCenter>(
    "PATCH",
    `/api/v1/volunteer_centers/${centerId}/profile`,
    "volunteer_center_profiles",
    attributes,
    centerId,
  );
  return data;
}
