import { Link } from "~/components/link";

/** One link of a LinkLine; null or false where a page leaves it out. */
export type LineLink = { to: string; label: string } | null | false;

/**
 * A paragraph of plain underlined links: where a confirmation or account page sends the visitor on
 * ("sign in", "back home"), after a `lead` text if given ("No account yet?"). The paragraph's
 * class sets the spacing; each page keeps its own.
 */
export function LinkLine({ links, lead, className }: { links: readonly LineLink[]; lead?: string; className?: string }) {
  return (
    <p className={className}>
      {lead}
      {lead ? " " : null}
      {links.map(
        (link) =>
          link && (
            <Link key={link.to} to={link.to} className="underline">
              {link.label}
            </Link>
          ),
      )}
    </p>
  );
}
