import type { ReactNode } from "react";

/** Terms and their values as a description list: side by side from 640 px, stacked below, a long value wrapping anywhere. */
export function DetailsList({ rows }: { rows: { term: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium">{row.term}</dt>
          <dd className="wrap-anywhere">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
