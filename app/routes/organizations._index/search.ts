import { z } from "zod";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, organizationList } from "@contract/organizations";
import { listSearchParser, orDefault } from "~/utils/list-search";

// The API's values (docs/organizations.md); the filters offer these.
export { ORGANIZATION_STATUSES, ORGANIZATION_TYPES };

/** The list's filters from its URL: `name`, `status`, `type`, `page`, `per_page`. */
export const parseSearch = listSearchParser(organizationList.page, {
  name: orDefault(z.string().trim().max(200), ""),
  status: orDefault(z.enum(ORGANIZATION_STATUSES).or(z.literal("")), ""),
  type: orDefault(z.enum(ORGANIZATION_TYPES).or(z.literal("")), ""),
});

export type OrganizationSearch = ReturnType<typeof parseSearch>;
