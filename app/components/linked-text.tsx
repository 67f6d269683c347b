import { linkify } from "~/utils/linkify";

/**
 * Plain text (a description someone typed) with its web and e-mail addresses as links. Line
 * breaks are kept by the caller's `whitespace-pre-line`. The links lead off the site, written by
 * users: `nofollow ugc` tells search engines so.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href} rel="nofollow ugc noopener" className="wrap-anywhere text-primary-800 underline dark:text-primary-300">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
