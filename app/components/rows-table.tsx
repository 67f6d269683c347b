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
  // The last column needs no gap to its right.
  const pad = (index: number) => headerClassName ?? (index < headers.length - 1 ? "py-2 pr-4" : "py-2");
  return (
    <div className="overflow-x-auto" {...(region ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            {headers.map((header, index) => (
              <th key={index} scope="col" className={pad(index)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
