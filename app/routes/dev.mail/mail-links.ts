/** A piece of a mail's text: plain text, or a link the mail viewer may make clickable. */
export type MailPart = { text: string; href?: undefined } | { text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// A sentence may end right after a URL: its full stop or bracket is not part of the link.
const TRAILING = /[.,;:!?)\]]+$/;

/** This site, or a local development host (localhost and *.localhost, any port). */
export function isOwnLink(url: string, siteOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.origin === siteOrigin) return true;
  return parsed.hostname === "localhost" || parsed.hostname.endsWith(".localhost");
}

/**
 * Splits a mail's text body into plain text and links. Only links to this site or to a local
 * host become links; any other URL stays text, so a mail can never put a foreign or scripted
 * link on the page. The parts are rendered as React text and <a> elements, never as HTML.
 */
export function splitMailLinks(text: string, siteOrigin: string): MailPart[] {
  const parts: MailPart[] = [];
  let last = 0;
  const push = (part: MailPart) => {
    if (!part.text) return;
    const previous = parts.at(-1);
    if (!part.href && previous && !previous.href) previous.text += part.text;
    else parts.push(part);
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "");
    const start = match.index;
    push({ text: text.slice(last, start) });
    push(isOwnLink(url, siteOrigin) ? { text: url, href: url } : { text: url });
    last = start + url.length;
  }
  push({ text: text.slice(last) });
  return parts;
}
