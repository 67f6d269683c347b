import { Link } from "~/components/link";
import type { ReactNode } from "react";

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Extra classes of the column's cells, e.g. `break-all` for addresses. */
  className?: string;
  /** A column the list sorts by: its header links to that order (a plain link, no JavaScript). */
  sort?: ColumnSort;
}

export interface ColumnSort {
  /** The list in this column's order (the other direction when it is the current one). */
  href: string;
  /** How the list is sorted by this column now, if it is. */
  current?: "ascending" | "descending";
  /** The link's accessible name, e.g. "Sorteer op naam". */
  label: string;
}

export const tableLinkClasses = "text-primary-800 underline dark:text-primary-300";

/**
 * The column that links each row to its own page (a list's name or title), e.g.
 * `linkColumn(t("fields.name"), (row: Row) => ({ to: `/users/${row.id}`, text: row.name }))`. The
 * row's type is written on the parameter: TypeScript does not carry DataTable's rows into this call.
 */
export function linkColumn<R>(header: string, link: (row: R) => { to: string; text: ReactNode }): Column<R> {
  return {
    header,
    cell: (row) => {
      const { to, text } = link(row);
      return (
        <Link to={to} className={tableLinkClasses}>
          {text}
        </Link>
      );
    },
  };
}

/**
 * A list page's table: a caption for screen readers, column headers, one row per item. Below 640 px
 * each row is a card: the cells stack, each under its column's name (`data-label`), so nothing is
 * clipped or wider than a phone. The explicit roles keep it a table for screen readers, whose
 * browsers may drop table semantics once CSS changes the display.
 */
export function DataTable<R extends { id: string }>({
  rows,
  columns,
  caption,
  empty,
  className,
}: {
  rows: R[];
  columns: Column<R>[];
  caption: string;
  empty: string;
  /** Extra classes of the table, for what every cell shares (written once, not on each cell). */
  className?: string;
}) {
  if (!rows.length) return <p className="mt-6">{empty}</p>;
  return (
    // A table wider than the screen scrolls sideways: focusable and named, so a keyboard user can
    // scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    <div className="mt-6 overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      {/* The cells' gaps and the phone's cards are the `data-table` rules (app/tailwind.css), once for all cells. */}
      <table role="table" className={`data-table w-full text-left max-sm:block ${className ?? ""}`.trimEnd()}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-muted-300 dark:border-muted-700">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" aria-sort={column.sort?.current}>
                {column.sort ? (
                  <Link to={column.sort.href} className={tableLinkClasses} aria-label={column.sort.label}>
                    {column.header}
                    {column.sort.current ? <span aria-hidden="true">{column.sort.current === "ascending" ? " ▲" : " ▼"}</span> : null}
                  </Link>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:grid max-sm:gap-3">
          {rows.map((row) => (
            <tr key={row.id} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell" data-label={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
