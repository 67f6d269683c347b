/** A piece of plain text: words as they are, or a web or e-mail address made a link. */
export type TextPart = { text: string } | { text: string; href: string };

// A web address (with a scheme or starting with www.) or an e-mail address. Anything else stays
// text; React escapes every part, and an href is only ever http(s) or mailto, so a description
// can never smuggle in markup or a javascript: link.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/gi;

/** Trailing punctuation ends the sentence, not the address (a closing bracket only if unopened). */
function trimEnd(address: string) {
  let end = address.length;
  for (;;) {
    const last = address[end - 1];
    if (/[.,;:!?'"]/.test(last)) end--;
    else if (last === ")" && !address.slice(0, end).includes("(")) end--;
    else break;
  }
  return address.slice(0, end);
}

const WEB = /^(?:https?:\/\/[^\s/?#]+|www\.[^\s/?#]+\.[^\s/?#]+)/i;

/** Splits plain text into text and links (web addresses, e-mail addresses), in order. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimEnd(match[0]);
    const web = /^(?:https?:\/\/|www\.)/i.test(address);
    // "https://" alone or "www.example" is not an address anyone can follow.
    if (web && !WEB.test(address)) continue;
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    const href = !web ? `mailto:${address}` : /^www\./i.test(address) ? `https://${address}` : address;
    parts.push({ text: address, href });
    at = start + address.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
