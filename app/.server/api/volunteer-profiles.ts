import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { volunteerProfileList } from "@contract/volunteer-profiles";
import { type VolunteerProfileAttributes, VOLUNTEER_PROFILES } from "@contract/volunteer-profiles";
import type { ApiClient } from "./client";
import { orErrorScreen, orNull } from "./errors";

// docs/volunteer-profiles.md. A card never carries an e-mail address, phone or street: the api
// sends the postcode area and the fields the volunteer shows.
export type VolunteerProfile = Camelized<VolunteerProfileAttributes> & { id: string };

const OWN = "/api/v1/volunteer_profile";
const POOL = "/api/v1/volunteer_profiles";

/** The signed-in user's own profile (an empty, unpublished one until first saved). */
export const getOwnProfile = async (api: ApiClient) => (await api.get<VolunteerProfile>(OWN)).data;

export type ProfileChanges = Partial<Omit<Camelized<VolunteerProfileAttributes>, "firstName" | "themes" | "distanceKm" | "publishedAt" | "visibleFields">> & {
  visibleFields?: string[];
};

/** `userId`: the signed-in user's, the own profile's id (a PATCH names what it changes). */
export const saveOwnProfile = async (api: ApiClient, userId: string, attributes: ProfileChanges) =>
  (await api.write<VolunteerProfile>("PATCH", OWN, VOLUNTEER_PROFILES, attributes, userId)).data;

export const deleteOwnProfile = (api: ApiClient) => api.request("DELETE", OWN);

export type PoolFilter = NonNullable<ListQuery<typeof volunteerProfileList>["filter"]>;

/** One page of the request's centre's pool; `more` says another page follows (the pool is not counted). */
export async function searchPool(api: ApiClient, filter: PoolFilter, page: { number: number; size: number }) {
  const { data, meta } = await api.get<VolunteerProfile[]>(POOL, { filter, page } satisfies ListQuery<typeof volunteerProfileList>);
  return { profiles: data, more: Boolean(meta.more) };
}

/** One card of the pool; 403/404 become the 'not found' screen. */
export const getProfileCard = async (api: ApiClient, id: string) =>
  (await orErrorScreen(api.get<VolunteerProfile>(`${POOL}/${id}`), { 403: 404, 404: 404 })).data;

/** Puts the image's bytes as the own profile's photo (the api checks them by content: 413, 422). */
export async function putOwnPhoto(api: ApiClient, bytes: Uint8Array<ArrayBuffer>) {
  await api.bytes("PUT", `${OWN}/photo`, { body: bytes });
}

export const deleteOwnPhoto = (api: ApiClient) => api.request("DELETE", `${OWN}/photo`);

/**
 * A profile's photo as the api serves it to this reader, or null when there is none to see (no
 * photo, not a reader of the card, signed out: the api answers 404/401/403 alike).
 */
export async function getProfilePhoto(api: ApiClient, id: string): Promise<Response | null> {
  return orNull(api.bytes("GET", `${POOL}/${encodeURIComponent(id)}/photo`), [401, 403, 404]);
}
