import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "./client";
import { keptContent } from "../kept-content";
import { getPageVersions } from "./page-versions";
import type { VolunteerCenter } from "./types";

/** GET of the current centre: also the example /test/dollar-api starts with. */
export const CURRENT_CENTER_PATH = "/api/v1/volunteer_centers/current";

/** The centre this request is for (chosen by the Volunteer-Center-Id header), with its theme. */
export async function getCurrentVolunteerCenter(api: ApiClient): Promise<VolunteerCenter> {
  const { data } = await api.get<VolunteerCenter>(CURRENT_CENTER_PATH, { include: ["profile"] });
  return data;
}

/** The tenant's volunteer centres; with `profile`, each with its theme and texts. */
export async function listVolunteerCenters(api: ApiClient, { profile = false } = {}): Promise<VolunteerCenter[]> {
  const { data } = await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers", profile ? { include: ["profile"] } : undefined);
  return data;
}

/**
 * The tenant's volunteer centres by name, id and name only: the choices of a select. The list is
 * public and the same for everyone, so it is kept while the content version holds (kept-content.ts).
 */
export function volunteerCenterChoices(context: AppLoadContext): Promise<{ id: string; name: string }[]> {
  return keptContent(context, "centre-choices", async () =>
    (await listVolunteerCenters(context.api)).map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/**
 * The current centre's settings version: tells whether a kept copy of the centre is still the
 * saved one (docs/settings.md, "A save shows at once"); asked once per request with the tenant's
 * content version (page-versions.ts).
 */
export async function getCurrentCenterVersion(context: AppLoadContext): Promise<string> {
  return (await getPageVersions(context)).center;
}
