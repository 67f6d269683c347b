import type { ReactNode } from "react";

/**
 * A table of a few columns whose rows the page writes itself (a row header, forms in a cell): its
 * caption for screen readers, a header row of column names, and sideways scrolling on a narrow screen.
 */
export function RowsTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-muted-300 dark:border-muted-700">
            {headers.map((header, index) => (
              // The last column needs no gap to its right.
              <th key={header} scope="col" className={index < headers.length - 1 ? "py-2 pr-4" : "py-2"}>
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
