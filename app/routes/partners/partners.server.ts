import type { AppLoadContext } from "@remix-run/cloudflare";
import type { VolunteerCenter } from "~/.server/api/types";

// Only same-site paths and http(s) URLs may become an <img src>.
const safeImage = (value: string | null | undefined) =>
  value && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

/** The tenant's volunteer centres (the partners of the collaboration) with their logos, by name. */
export async function listPartners(context: AppLoadContext) {
  const { data: centers } = await context.api.get<VolunteerCenter[]>("/api/v1/volunteer_centers", { include: ["profile"] });
  return centers
    .map((center) => ({ id: center.id, name: center.name, logoUrl: safeImage(center.profile?.websiteLogoUrl) }))
    .sort((a, b) => a.name.localeCompare(b.name, "nl"));
}
