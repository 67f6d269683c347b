import { z } from "zod";
import { PER_PAGE_OPTIONS } from "~/components/per-page-select";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/organizations";

// The API's values (docs/organizations.md); the filters offer these.
export { ORGANIZATION_STATUSES, ORGANIZATION_TYPES };

// A search parameter the API would refuse (an unknown status, page 0) is dropped, not an error:
// these come from the page's own GET forms and links, or from a hand-edited address.
const optional = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

const searchSchema = z.object({
  name: optional(z.string().trim().max(200), ""),
  status: optional(z.enum(ORGANIZATION_STATUSES).or(z.literal("")), ""),
  type: optional(z.enum(ORGANIZATION_TYPES).or(z.literal("")), ""),
  page: optional(z.coerce.number().int().min(1).max(100_000), 1),
  // The select offers PER_PAGE_OPTIONS; any size up to the largest works as an address.
  perPage: optional(z.coerce.number().int().min(1).max(Math.max(...PER_PAGE_OPTIONS)), 25),
});

export type OrganizationSearch = z.infer<typeof searchSchema>;

/** The list's filters from its URL: `name`, `status`, `type`, `page`, `per_page`. */
export function parseSearch(url: URL): OrganizationSearch {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  return searchSchema.parse({ name: get("name"), status: get("status"), type: get("type"), page: get("page"), perPage: get("per_page") });
}
