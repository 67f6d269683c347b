import { ORGANIZATION_FIGURE_SORTS } from "@contract/analytics";

export type FigureSortField = (typeof ORGANIZATION_FIGURE_SORTS)[number];

/** `?sort=applications&dir=desc` of /analytics/index-2; anything else is by name, A to Z. */
export function parseFigureSort(url: URL) {
  const raw = url.searchParams.get("sort") ?? "";
  const field: FigureSortField = (ORGANIZATION_FIGURE_SORTS as readonly string[]).includes(raw) ? (raw as FigureSortField) : "name";
  const dir: "asc" | "desc" = url.searchParams.get("dir") === "desc" ? "desc" : "asc";
  return { field, dir, param: dir === "desc" ? (`-${field}` as const) : field };
}
