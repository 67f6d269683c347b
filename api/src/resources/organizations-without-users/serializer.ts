import { resourceUrlOf } from "../../jsonapi/serialize";
import type { Organization } from "../../db/accounts-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export const ORGANIZATIONS_WITHOUT_USERS_PATH = "/api/v1/organizations_without_users";

/** An organization as this list sends it: the few attributes the staff's page shows. */
export interface WithoutUsersResource {
  id: string;
  name: string;
  status: string;
  volunteer_center_id: string | null;
  /** The organization's own contact address (its profile's), where a bulk invitation goes; null when it has none. */
  email: string | null;
  created_at: string;
}

export const toWithoutUsersResource = ({ organization: o, email }: { organization: Organization; email: string | null }): WithoutUsersResource => ({
  id: String(o.id),
  name: o.name,
  status: o.status,
  volunteer_center_id: o.volunteerCenterId === null ? null : String(o.volunteerCenterId),
  email,
  created_at: o.createdAt,
});

export const withoutUsersSerializer = new Serializer<WithoutUsersResource>("organizations");

/** Each entry links to the organization itself. */
export const organizationUrl = resourceUrlOf("/api/v1/organizations");
