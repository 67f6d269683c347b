/** A header link and the path prefixes of the section it leads to. */
export interface NavLink {
  id: string;
  href: string;
  label: string;
  sections: string[];
  count?: number;
}

const within = (pathname: string, prefix: string) =>
  prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The link whose section the page is in: the longest matching prefix wins, so
 * `/organizations/approve` marks the queue and not the organizations list.
 */
export function currentNavId(pathname: string, items: NavLink[]): string | null {
  let best: { id: string; length: number } | null = null;
  for (const item of items)
    for (const prefix of item.sections) if (within(pathname, prefix) && (!best || prefix.length > best.length)) best = { id: item.id, length: prefix.length };
  return best?.id ?? null;
}
