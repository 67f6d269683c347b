import { z } from "zod";
import { ROLE_NAMES, type RoleName, USER_SORTS, userList } from "@contract/users";
import { listSearchParser, orDefault } from "~/utils/list-search";

// The API's filter[with_role] values (the contract's role names), offered alphabetically.
export const FILTER_ROLES = [...ROLE_NAMES].sort() as [RoleName, ...RoleName[]];

/** The list's orders: a column of the contract's sorts, `-` before it for descending. */
export const SORT_VALUES = [...USER_SORTS, ...USER_SORTS.map((sort) => `-${sort}` as const)] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The list's filters from its URL: `q` (name or e-mail), `role`, `sort`, `page`, `per_page`. */
export const parseSearch = listSearchParser(userList.page, {
  q: orDefault(z.string().trim().max(200), ""),
  role: orDefault(z.enum(FILTER_ROLES).or(z.literal("")), ""),
  sort: orDefault(z.enum(SORT_VALUES).or(z.literal("")), ""),
});

/** The list's address sorted by `column`: ascending first, the other way when it is the current order; page 1 again. */
export function sortHref(search: { q: string; role: string; sort: string; perPage: number }, column: UserSort) {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.role) params.set("role", search.role);
  params.set("sort", search.sort === column ? `-${column}` : column);
  params.set("per_page", String(search.perPage));
  return `?${params}`;
}

/** How the list is sorted by `column` now, for the header's aria-sort. */
export const sortState = (sort: string, column: UserSort) => (sort === column ? "ascending" : sort === `-${column}` ? "descending" : undefined);

export type UserSearch = ReturnType<typeof parseSearch>;
