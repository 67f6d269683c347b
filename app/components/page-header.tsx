import { Link } from "~/components/link";
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

/**
 * The plain links a page puts beside its title (back, add one, the other lists), each a 40 px
 * target; a `false` in the list is a link this visitor does not get.
 */
export function HeaderLinks({ links }: { links: ({ to: string; label: string } | false)[] }) {
  return links.map(
    (link) =>
      link && (
        <Link key={link.to} to={link.to} className="inline-flex min-h-10 items-center underline">
          {link.label}
        </Link>
      ),
  );
}
