import type { ReactNode } from "react";
import { splitMailLinks } from "./mail-links";

export interface MailCardProps {
  id: string;
  subject: string;
  text: string;
  /** The envelope: what the page lists above the body (received mail and outbox rows differ). */
  details: { term: string; value: ReactNode }[];
  origin: string;
}

/** One mail: its envelope, and its text body with this site's links clickable. */
export function MailCard({ id, subject, text, details, origin }: MailCardProps) {
  const headingId = `mail-${id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-theme border border-muted-300 p-4 dark:border-muted-600">
      <h2 id={headingId} className="text-lg font-semibold">
        {subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {details.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium">{row.term}</dt>
            <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
      </dl>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded-theme bg-muted-50 p-3 text-sm dark:bg-muted-900">
        {splitMailLinks(text, origin).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} className="text-primary-800 underline dark:text-primary-300">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </pre>
    </article>
  );
}
