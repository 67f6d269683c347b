import type { ReactNode } from "react";

/**
 * A table of a few columns whose rows the page writes itself (a row header, forms in a cell): its
 * caption for screen readers, a header row of column names, and sideways scrolling on a narrow screen.
 * `region`: the scrolling box is focusable and named by the caption, so a keyboard user can scroll it
 * too (WCAG 2.1.1; axe's scrollable-region-focusable), as DataTable's is. `headerClassName`: every
 * column name's padding where the rows' last cells keep their gap too.
 */
export function RowsTable({
  caption,
  headers,
  region = false,
  headerClassName,
  children,
}: {
  caption: string;
  headers: string[];
  region?: boolean;
  headerClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" {...(region ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            <ColumnHeaders headers={headers} className={headerClassName} />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A header row's column names, each a `scope="col"` cell: `className`, or a gap to the right but after the last. */
export function ColumnHeaders({ headers, className }: { headers: ReactNode[]; className?: string }) {
  return headers.map((header, index) => (
    <th key={index} scope="col" className={className ?? (index < headers.length - 1 ? "py-2 pr-4" : "py-2")}>
      {header}
    </th>
  ));
}
