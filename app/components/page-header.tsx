import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A page's visible title (its only h1) and description. The document title is separate: each
 * route sets it in `meta` with formatTitle, '{page title} - {app name}'. `back` is the plain link
 * most forms and sub-pages put beside their title, back to where they belong.
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  const shown = back ? (
    <>
      <Link to={back.to} className="underline">
        {back.label}
      </Link>
      {actions}
    </>
  ) : (
    actions
  );
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{title}</h1>
        {description ? <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{description}</p> : null}
      </div>
      {shown ? <div className="flex flex-wrap gap-2">{shown}</div> : null}
    </div>
  );
}
