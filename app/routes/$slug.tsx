import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SLUG_MAX, SLUG_PATTERN } from "@contract/pages";
import { findPageBySlug } from "~/.server/api/pages";
import { safeRedirect } from "~/.server/safe-redirect";
import { RichTextHtml } from "~/components/content/rich-text-html";
import { titleMeta } from "~/utils/meta";

// A centre's own page at /{slug} (docs/content.md), public, on the white breakout layout. A slug
// the page once had answers with a permanent redirect; anything else is the 404 screen, as $.tsx.
export const handle = { breakout: true };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw new Response("Not found", { status: 404 });
  const { page, movedTo } = await findPageBySlug(context.api, slug);
  if (!page) {
    if (movedTo) throw safeRedirect(`/${movedTo}`, "/", { status: 301 });
    throw new Response("Not found", { status: 404 });
  }
  return { title: page.title, html: page.bodyHtml };
}

export const meta = titleMeta;

export default function ContentPage() {
  const { title, html } = useLoaderData<typeof loader>();
  return (
    // Dutch compounds ("Toegankelijkheidsverklaring") are wider than a phone at this size: they
    // may break anywhere (hyphenated where the browser knows Dutch) rather than widen the page.
    <article className="mx-auto grid max-w-3xl gap-6 hyphens-auto [overflow-wrap:anywhere]" data-testid="content-page">
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{title}</h1>
      <RichTextHtml html={html} />
    </article>
  );
}
