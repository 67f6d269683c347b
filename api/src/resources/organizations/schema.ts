import type { QuerySpec } from "../../jsonapi/query";
import { ORGANIZATIONS } from "./serializer";

/** GET /api/v1/current_organizations: a user belongs to a handful; one page holds them all. */
export const currentOrganizationsQuery = {
  fields: {
    [ORGANIZATIONS]: [
      "name",
      "organization_type",
      "status",
      "volunteer_center_id",
      "created_at",
      "updated_at",
    ],
  },
} satisfies QuerySpec;
