import { z } from "zod";
import { VACANCY_STATUSES } from "~/utils/vacancy-status";
import { PER_PAGE_OPTIONS } from "~/components/per-page-select";

// A parameter the API would refuse (an unknown status, page 0) is dropped, not an error: these
// come from the page's own GET forms and links, or from a hand-edited address.
const optional = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

const searchSchema = z.object({
  q: optional(z.string().trim().max(200), ""),
  status: optional(z.enum(VACANCY_STATUSES).or(z.literal("")), ""),
  page: optional(z.coerce.number().int().min(1).max(100_000), 1),
  perPage: optional(z.coerce.number().int().min(1).max(Math.max(...PER_PAGE_OPTIONS)), 25),
});

export type VacancySearch = z.infer<typeof searchSchema>;

/** The list's filters from its URL: `q`, `status`, `page`, `per_page`. */
export function parseSearch(url: URL): VacancySearch {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  return searchSchema.parse({ q: get("q"), status: get("status"), page: get("page"), perPage: get("per_page") });
}
