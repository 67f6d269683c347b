import { z } from "zod";
import { ROLE_NAMES, type RoleName, userList } from "@contract/users";
import { listSearchParser, orDefault } from "~/utils/list-search";

// The API's filter[with_role] values (the contract's role names), offered alphabetically.
export const FILTER_ROLES = [...ROLE_NAMES].sort() as [RoleName, ...RoleName[]];

/** The list's filters from its URL: `q` (name or e-mail), `role`, `page`, `per_page`. */
export const parseSearch = listSearchParser(userList.page, {
  q: orDefault(z.string().trim().max(200), ""),
  role: orDefault(z.enum(FILTER_ROLES).or(z.literal("")), ""),
});

export type UserSearch = ReturnType<typeof parseSearch>;
