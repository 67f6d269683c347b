import { isInternalPath } from "@contract/menu-items";
import { Invalid, isObject, keysOnly } from "./checks";
import type { Mark } from "./types";

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * A link target: absolute http(s), mailto or tel, returned in the URL parser's normal form, or a
 * path of this site (`/forms/…`, `/files/…`, a page), kept as written.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (isInternalPath(value.trim())) return value.trim();
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** A mark of the allowlist: bold, italic, or a link with a safe href. */
export function mark(value: unknown, path: string): Mark {
  if (!isObject(value)) throw new Invalid(path, "A mark must be an object.");
  if (value.type === "bold" || value.type === "italic") {
    keysOnly(value, path, ["type"]);
    return { type: value.type };
  }
  if (value.type === "link") {
    keysOnly(value, path, ["type", "attrs"]);
    const attrs = value.attrs;
    if (!isObject(attrs)) throw new Invalid(`${path}/attrs`, "A link needs attrs with an href.");
    // Tiptap's link extension also sends target/rel/class/title; the renderer sets its own.
    keysOnly(attrs, `${path}/attrs`, ["href", "target", "rel", "class", "title"]);
    for (const key of ["target", "rel", "class", "title"])
      if (attrs[key] !== undefined && attrs[key] !== null && typeof attrs[key] !== "string")
        throw new Invalid(`${path}/attrs/${key}`, `${key} must be a string.`);
    const href = safeHref(attrs.href);
    if (href === null) throw new Invalid(`${path}/attrs/href`, "A link must be an absolute http(s), mailto or tel address, or a path of this site.");
    return { type: "link", attrs: { href } };
  }
  throw new Invalid(`${path}/type`, `Mark "${String(value.type)}" is not allowed; allowed: bold, italic, link.`);
}
