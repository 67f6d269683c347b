import { ROLE_NAMES, ROLES } from "@contract/users";
import type { Role } from "../../db/accounts-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export { ROLES };

/** The role names of docs/roles.md; a row with another name is not ours to show. */
export { ROLE_NAMES };

/** A role as it goes on the wire; resource_id is a string like every JSON:API id. */
export interface RoleResource {
  id: string;
  name: string;
  resource_type: "Organization" | "VolunteerCenter" | null;
  resource_id: string | null;
}

export function toRoleResource(role: Role): RoleResource {
  return {
    id: String(role.id),
    name: role.name,
    resource_type: role.resourceType,
    resource_id: role.resourceId === null ? null : String(role.resourceId),
  };
}

export const roleSerializer = new Serializer<RoleResource>(ROLES);
