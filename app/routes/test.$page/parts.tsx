import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-t";
import { PageHeader } from "~/components/page-header";

/** Every /test page's header: its title and what it is for. */
export function TestHeader({ page }: { page: string }) {
  const { t } = useTranslation("dev");
  return <PageHeader title={t(`test.${page}.title`)} description={t(`test.${page}.description`)} />;
}

/** Facts as a description list. */
export function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]" data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A JSON document, in a scrolling region a keyboard can reach (axe: scrollable-region-focusable). */
export function JsonBlock({ label, json, testId }: { label: string; json: string; testId?: string }) {
  return (
    <section
      aria-label={label}
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded border border-muted-300 bg-muted-50 p-3 dark:border-muted-700 dark:bg-muted-900"
    >
      <pre className="text-sm" data-testid={testId}>
        {json}
      </pre>
    </section>
  );
}

/** The outcome of a post, announced politely. */
export function Outcome({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`mb-6 rounded-md border p-3 ${failed ? "border-red-700 text-red-800 dark:text-red-300" : "border-primary-300 bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100"}`}
    >
      {children}
    </p>
  );
}
