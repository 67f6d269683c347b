import { z } from "zod";
import { PER_PAGE_OPTIONS } from "~/components/per-page-select";
import { ROLE_NAMES, type RoleName } from "@contract/users";

// The API's filter[with_role] values (the contract's role names), offered alphabetically.
export const FILTER_ROLES = [...ROLE_NAMES].sort() as [RoleName, ...RoleName[]];

// A parameter the API would refuse (an unknown role, page 0) is dropped, not an error: these come
// from the page's own GET forms and links, or from a hand-edited address.
const optional = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

const searchSchema = z.object({
  q: optional(z.string().trim().max(200), ""),
  role: optional(z.enum(FILTER_ROLES).or(z.literal("")), ""),
  page: optional(z.coerce.number().int().min(1).max(100_000), 1),
  perPage: optional(z.coerce.number().int().min(1).max(Math.max(...PER_PAGE_OPTIONS)), 25),
});

export type UserSearch = z.infer<typeof searchSchema>;

/** The list's filters from its URL: `q` (name or e-mail), `role`, `page`, `per_page`. */
export function parseSearch(url: URL): UserSearch {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  return searchSchema.parse({ q: get("q"), role: get("role"), page: get("page"), perPage: get("per_page") });
}
