import type { ReactNode } from "react";

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Extra classes of the column's cells, e.g. `break-all` for addresses. */
  className?: string;
}

export const tableLinkClasses = "text-primary-800 underline dark:text-primary-300";

/** A list page's table: a caption for screen readers, column headers, one row per item. */
export function DataTable<R extends { id: string }>({ rows, columns, caption, empty }: { rows: R[]; columns: Column<R>[]; caption: string; empty: string }) {
  if (!rows.length) return <p className="mt-6">{empty}</p>;
  // The last column needs no gap to its right.
  const pad = (index: number) => (index < columns.length - 1 ? "py-2 pr-4" : "py-2");
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={pad(index)}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-muted-200 dark:border-muted-800">
              {columns.map((column, index) => (
                <td key={column.header} className={`${pad(index)} ${column.className ?? ""}`.trim()}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
