import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { formatTitle } from "./title";

interface RootMeta {
  appName?: string;
  origin?: string;
  metaDescription?: string;
  center?: { logoUrl?: string | null };
}

/**
 * The `meta` of every page whose loader returns a translated `title`: '{title} - {app name}', the
 * app name coming from the root loader. Routes export it as `export const meta = titleMeta;`.
 * Search engines and link previews get a description and Open Graph title, description and image
 * too: the page's own `description` when its loader has one, else the centre's (root loader).
 */
export const titleMeta: MetaFunction = ({ data, matches, location }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootMeta | undefined;
  const page = data as { title?: string; description?: string; canonical?: string } | undefined;
  const title = formatTitle(page?.title, root?.appName);
  const description = page?.description || root?.metaDescription;
  const tags: MetaDescriptor[] = [{ title }, { property: "og:title", content: title }, { property: "og:type", content: "website" }];
  if (description) tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  if (root?.origin) {
    // A page with a readable address names it, whichever of its addresses was asked (the old `/vacancies/12` too).
    tags.push({ property: "og:url", content: page?.canonical ? `${root.origin}${page.canonical}` : `${root.origin}${location.pathname}${location.search}` });
    if (page?.canonical) tags.push({ tagName: "link", rel: "canonical", href: `${root.origin}${page.canonical}` });
    const logo = root.center?.logoUrl;
    if (logo) tags.push({ property: "og:image", content: new URL(logo, root.origin).href });
  }
  return tags;
};
