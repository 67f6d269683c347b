import { type VolunteerProfileAttributes, VOLUNTEER_PROFILES, availabilitySlots, fieldsOf } from "@contract/volunteer-profiles";
import type { VolunteerProfile } from "../../db/volunteer-profiles-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export type VolunteerProfileResource = VolunteerProfileAttributes & { id: string };

/** Who reads a profile: its owner and the centre's staff see every field, an organization what is shown. */
export type ProfileReader = "owner" | "staff" | "organization";

export interface ProfileRow {
  profile: VolunteerProfile;
  firstName: string;
  themes: { id: number; name: string }[];
  distanceKm?: number | null;
}

/** A profile as `reader` may see it: never an e-mail address, phone or street; the area's four digits only. */
export function toProfileResource({ profile: p, firstName, themes, distanceKm }: ProfileRow, reader: ProfileReader): VolunteerProfileResource {
  const shown = new Set(reader === "organization" ? fieldsOf(p.visibleFields) : fieldsOf(63));
  const when = <T>(field: Parameters<typeof shown.has>[0], value: T, hidden: T) => (shown.has(field) ? value : hidden);
  const shownThemes = when("themes", themes, []);
  return {
    id: String(p.userId),
    first_name: firstName,
    published: p.published === 1,
    introduction: when("introduction", p.introduction, null),
    skills: when("skills", p.skills, null),
    tag_ids: shownThemes.map((t) => String(t.id)),
    themes: shownThemes.map((t) => t.name),
    availability: when("availability", availabilitySlots(p.availability), []),
    hours_per_week: when("hours_per_week", p.hoursPerWeek, null),
    postcode: when("area", p.postcodeArea, null),
    travel_km: when("area", p.travelKm, null),
    visible_fields: reader === "organization" ? null : fieldsOf(p.visibleFields),
    distance_km: when("area", distanceKm ?? null, null),
    published_at: p.publishedAt,
    // The hash in the stored key (`/files/<tenant>/profile_photo/<sha256>.<ext>`).
    photo_version: p.photoUrl?.split("/").pop()?.split(".")[0] ?? null,
  };
}

export const profileSerializer = new Serializer<VolunteerProfileResource>(VOLUNTEER_PROFILES);
