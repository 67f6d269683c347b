import type { ReactNode } from "react";

/**
 * A part of a page under its own heading: the section is named by its h2 (aria-labelledby), so a
 * screen reader lists it as a region of that name.
 */
export function Section({
  id,
  title,
  className,
  headingClassName = "text-xl font-semibold",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
