import type { ReactNode } from "react";

/** One block of a style-guide page: a titled section with an optional note. */
export function GuideSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-xl font-semibold">{title}</h2>
      {note ? <p className="mt-1 max-w-3xl text-muted-700 dark:text-muted-300">{note}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A labelled example inside a section: one state of one component. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold text-muted-700 dark:text-muted-300">{title}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </div>
  );
}
