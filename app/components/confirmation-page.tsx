import type { ReactNode } from "react";
import { LinkLine, type LineLink } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";

/**
 * The shell of a page that says how something went (signed up, applied, deleted, unsubscribed):
 * its title, what the page says, and the LinkLine that sends the visitor on. The narrow column is
 * the account pages' width; a page that is part of a wider flow passes its own class.
 */
export function ConfirmationPage({
  title,
  children,
  links,
  linksClassName,
  className = "mx-auto max-w-md",
}: {
  title: string;
  children: ReactNode;
  links?: readonly LineLink[];
  linksClassName?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <PageHeader title={title} />
      {children}
      {links ? <LinkLine className={linksClassName} links={links} /> : null}
    </div>
  );
}
