import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/link";

const linkClasses = "text-primary-800 underline dark:text-primary-300";

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** 'Page {page} of {pages}', already translated. */
  pageOf: string;
}

/** Previous and next as plain links that keep every other search parameter. */
export function Pagination({ page, pages, labels }: { page: number; pages: number; labels: PaginationLabels }) {
  const [searchParams] = useSearchParams();
  const href = (number: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(number));
    return `?${params}`;
  };
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} rel="prev" className={linkClasses}>
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.pageOf}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={linkClasses}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Previous and next for a list that is not counted: next exactly when the API says another page
 * exists, and `label` ("Page 3") between them.
 */
export function PreviousNext({ page, hasNext, label, labels }: { page: number; hasNext: boolean; label: string; labels: Omit<PaginationLabels, "pageOf"> }) {
  const [searchParams] = useSearchParams();
  const href = (number: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(number));
    return `?${params}`;
  };
  if (!hasNext && page <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClasses}>
          {labels.previous}
        </Link>
      ) : null}
      <span>{label}</span>
      {hasNext ? (
        <Link to={href(page + 1)} rel="next" className={linkClasses}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
