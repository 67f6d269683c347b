import { z } from "zod";
import { integerId } from "../rules";

// The no-JavaScript vacancy list that partner websites frame (docs/vacancy-embed.md). Its URL is
// a published interface: partners write these names into their pages, so they never change.

/** The only vacancy path that other sites may frame (app/.server/security-headers.ts). */
export const VACANCY_EMBED_PATH = "/embed/vacatures";

/** At most this many vacancies a page; `page` goes on from there. */
export const VACANCY_EMBED_PAGE_SIZE = 10;

/**
 * The embed's URL parameters: `organization` (its id: that organization's vacancies), `theme` (a
 * theme's name, as the social map's themes: vacancies with that tag), `page` (from 1), `map` (`1`: a map above the list). All are
 * optional; without any, the centre's current vacancies.
 */
export const vacancyEmbedParams = z.object({
  organization: integerId.optional(),
  theme: z.string().trim().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** `1`: the page's vacancies with a place also on a map above the list (JavaScript only). */
  map: z.literal("1").optional(),
});
// Not strict: a partner's link may carry its own tracking parameters (utm_source), which are ignored.

export type VacancyEmbedParams = z.infer<typeof vacancyEmbedParams>;
