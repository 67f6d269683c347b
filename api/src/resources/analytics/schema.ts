import { analyticsShow, defaultPeriod, hourFiguresShow, isPeriod, organizationFigureList } from "@contract/analytics";
import { badRequest } from "../../jsonapi/errors";
import type { QuerySpec } from "../../jsonapi/query";

export const showQuery = analyticsShow satisfies QuerySpec;
export const indexQuery = organizationFigureList satisfies QuerySpec;
export const hoursQuery = hourFiguresShow satisfies QuerySpec;

/** The period a query's filter names (the default: the last twelve months); 400 when it runs backward or past ten years. */
export function period(filter: { from?: string; to?: string }) {
  const fallback = defaultPeriod();
  const from = filter.from ?? (filter.to !== undefined && filter.to < fallback.from ? filter.to : fallback.from);
  const to = filter.to ?? fallback.to;
  if (!isPeriod(from, to))
    throw badRequest("Invalid parameter", "The period must run forward from filter[from] to filter[to] and span at most ten years.", {
      parameter: "filter[to]",
    });
  return { from, to };
}
