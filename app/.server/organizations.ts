import type { Organization } from "./api/users";

const PREFERRED_TYPES = ["School", "VolunteerCenter"];

/**
 * Spec section 4: keep the stored selection while it is one of the user's organizations; otherwise
 * the first School or VolunteerCenter, otherwise the first; none when the user has none.
 */
export function selectOrganization(organizations: Organization[], storedId: string | null | undefined): string | null {
  if (storedId && organizations.some((organization) => organization.id === storedId)) return storedId;
  const preferred = organizations.find((organization) => PREFERRED_TYPES.includes(organization.organizationType));
  return (preferred ?? organizations[0])?.id ?? null;
}
