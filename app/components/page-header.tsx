import type { ReactNode } from "react";

/**
 * A page's visible title (its only h1) and description. The document title is separate: each
 * route sets it in `meta` with formatTitle, '{page title} - {app name}'.
 */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{title}</h1>
        {description ? <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
