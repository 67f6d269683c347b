import type { Organization } from "../../db/accounts-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export const ORGANIZATIONS = "organizations";

/**
 * An organization on the wire. Its kind (School, VolunteerCenter, Organization) is the
 * `organization_type` attribute: JSON:API reserves `type` for the resource type.
 */
export interface OrganizationResource {
  id: string;
  name: string;
  organization_type: Organization["type"];
  status: Organization["status"];
  volunteer_center_id: string | null;
  created_at: string;
  updated_at: string;
}

export function toOrganizationResource(o: Organization): OrganizationResource {
  return {
    id: String(o.id),
    name: o.name,
    organization_type: o.type,
    status: o.status,
    volunteer_center_id:
      o.volunteerCenterId === null ? null : String(o.volunteerCenterId),
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

export const organizationSerializer = new Serializer<OrganizationResource>(
  ORGANIZATIONS,
);
