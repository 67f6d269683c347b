import type { TFunction } from "~/i18n-t";

/** The namespaces whose texts hold a `pagination` group (label, previous, next, pageOf). */
type PaginationTexts = "analytics" | "applications" | "conversations" | "help" | "notifications" | "profiles" | "users";

/** Pagination's labels from a namespace's `pagination` texts, with "page 2 of 5" for this page. */
export const paginationLabels = (t: TFunction, ns: PaginationTexts, page: number, pages: number) => ({
  nav: t(`${ns}:pagination.label`),
  previous: t(`${ns}:pagination.previous`),
  next: t(`${ns}:pagination.next`),
  pageOf: t(`${ns}:pagination.pageOf`, { page, pages }),
});
