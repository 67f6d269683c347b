import type { ApiClient } from "./client";
import type { VolunteerCenter } from "./types";

/** The centre this request is for (chosen by the Volunteer-Center-Id header), with its theme. */
export async function getCurrentVolunteerCenter(api: ApiClient): Promise<VolunteerCenter> {
  const { data } = await api.get<VolunteerCenter>("/api/v1/volunteer_centers/current", { include: ["profile"] });
  return data;
}

export async function listVolunteerCenters(api: ApiClient): Promise<VolunteerCenter[]> {
  const { data } = await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers");
  return data;
}
