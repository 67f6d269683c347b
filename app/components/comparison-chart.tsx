import { useId } from "react";

export interface ChartRow {
  key: string;
  label: string;
  current: number | null;
  previous: number | null;
}

interface Labels {
  title: string;
  /** The column of the groups (month, theme, place). */
  group: string;
  current: string;
  previous: string;
  small: string;
  chart: string;
}

const WIDTH = 640;
const ROW = 28;
const LABEL = 170;
const VALUE = 56;

const plain = (n: number) => String(n);

/**
 * A bar chart drawn on the server as SVG, this period against the previous one per group, with
 * its table beside it (docs/analytics.md): the SVG is one image with a name for screen readers,
 * which read the table; without CSS or JavaScript both still show. A group under five ("< 5")
 * gets no bar.
 */
export function ComparisonChart({ rows, labels, format = plain }: { rows: ChartRow[]; labels: Labels; format?: (n: number) => string }) {
  const id = useId();
  // A figure as shown; `format` writes one that is not a count (the centre's minutes as "12:30").
  const shown = (n: number | null, small: string) => (n === null ? small : format(n));
  const max = Math.max(1, ...rows.flatMap((r) => [r.current ?? 0, r.previous ?? 0]));
  const bar = (n: number | null) => ((n ?? 0) / max) * (WIDTH - LABEL - VALUE);
  const height = rows.length * ROW * 2 + 8;
  return (
    <figure className="mb-10" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="mb-3 text-xl font-semibold">
        {labels.title}
      </figcaption>
      <div className="grid gap-6 lg:grid-cols-2">
        <svg role="img" aria-label={labels.chart} viewBox={`0 0 ${WIDTH} ${height}`} className="w-full max-w-full" preserveAspectRatio="xMinYMin meet">
          {rows.map((r, i) => {
            const y = i * ROW * 2 + 4;
            return (
              <g key={r.key}>
                <text x={LABEL - 8} y={y + ROW - 4} textAnchor="end" className="fill-current text-[13px]">
                  {r.label.length > 24 ? `${r.label.slice(0, 23)}…` : r.label}
                </text>
                <rect x={LABEL} y={y + 2} width={bar(r.current)} height={ROW - 6} className="fill-primary-700 dark:fill-primary-300" />
                <text x={LABEL + bar(r.current) + 6} y={y + ROW - 9} className="fill-current text-[12px]">
                  {shown(r.current, labels.small)}
                </text>
                <rect x={LABEL} y={y + ROW} width={bar(r.previous)} height={ROW - 6} className="fill-muted-400 dark:fill-muted-500" />
                <text x={LABEL + bar(r.previous) + 6} y={y + 2 * ROW - 11} className="fill-current text-[12px]">
                  {shown(r.previous, labels.small)}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-muted-300 dark:border-muted-700">
              <th scope="col" className="py-1 pr-4">
                {labels.group}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-primary-700 dark:bg-primary-300" />
                {labels.current}
              </th>
              <th scope="col" className="py-1 text-right">
                <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-muted-400 dark:bg-muted-500" />
                {labels.previous}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-muted-200 dark:border-muted-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {r.label}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{shown(r.current, labels.small)}</td>
                <td className="py-1 text-right tabular-nums">{shown(r.previous, labels.small)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
