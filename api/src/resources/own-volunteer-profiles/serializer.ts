import type { VolunteerProfile } from "../../db/volunteer-profiles-schema";
import type { User } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { TenantId } from "../../tenancy";
import { findProfile } from "../volunteer-profiles/queries";
import type { showQuery } from "../volunteer-profiles/schema";
import { profileSerializer, toProfileResource } from "../volunteer-profiles/serializer";

/** A profile not written yet: unpublished, empty, everything shown. */
export const blankProfile = (user: User, centerId: number): VolunteerProfile => ({
  userId: user.id,
  tenantId: user.tenantId,
  volunteerCenterId: centerId,
  published: 0,
  publishedAt: null,
  introduction: null,
  skills: null,
  availability: 0,
  hoursPerWeek: null,
  postcodeArea: null,
  latitude: null,
  longitude: null,
  travelKm: null,
  visibleFields: 63,
  photoUrl: null,
  createdAt: "",
  updatedAt: "",
});

/** The caller's own profile as its owner reads it; an empty, unpublished one until it is first saved. */
export async function ownProfileDocument(db: Database, tenantId: TenantId, user: User, query: ParsedQuery<typeof showQuery>, selfUrl: string) {
  const row = (await findProfile(db, tenantId, user.id)) ?? {
    profile: blankProfile(user, user.volunteerCenterId ?? 0),
    firstName: user.firstName ?? "",
    themes: [],
  };
  return serializeDocument(profileSerializer, toProfileResource(row, "owner"), { ...query, selfUrl });
}
