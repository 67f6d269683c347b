import { z } from "zod";
import { APPLICATION_STATUSES } from "~/.server/api/applications";
import { PER_PAGE_OPTIONS } from "~/components/per-page-select";
import { idString } from "@contract/rules";

// As on the users list: a value the API would refuse (an unknown status, page 0) is dropped, not
// an error; these come from the page's own GET form and links, or a hand-edited address.
const optional = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

const searchSchema = z.object({
  status: optional(z.enum(APPLICATION_STATUSES).or(z.literal("")), ""),
  vacancy: optional(idString.or(z.literal("")), ""),
  page: optional(z.coerce.number().int().min(1).max(100_000), 1),
  perPage: optional(z.coerce.number().int().min(1).max(Math.max(...PER_PAGE_OPTIONS)), 25),
});

export type ApplicationSearch = z.infer<typeof searchSchema>;

/** The list's filters from its URL: `status`, `vacancy` (an id), `page`, `per_page`. */
export function parseSearch(url: URL): ApplicationSearch {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  return searchSchema.parse({ status: get("status"), vacancy: get("vacancy"), page: get("page"), perPage: get("per_page") });
}
