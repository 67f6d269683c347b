import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { SLUG_MAX, SLUG_PATTERN } from "@contract/pages";
import { findPublishedNews } from "~/.server/api/news-items";
import { RichTextHtml } from "~/components/content/rich-text-html";
import { DateTime } from "~/components/ui/date-time";
import { HERO_IMAGE } from "~/utils/hero-image";
import { titleMeta } from "~/utils/meta";

// One published news item, public, on the white breakout layout like a page; a draft or a
// scheduled item is the 404 screen until its time.
export const handle = { breakout: true, i18n: ["content"] };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw new Response("Not found", { status: 404 });
  const item = await findPublishedNews(context.api, slug);
  if (!item) throw new Response("Not found", { status: 404 });
  return {
    title: item.title,
    description: item.summary || undefined,
    publishedAt: item.publishedAt,
    html: item.bodyHtml,
    image: item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt } : null,
  };
}

export const meta = titleMeta;

export default function NewsItemPage() {
  const { t, i18n } = useTranslation("content");
  const { title, publishedAt, html, image } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      <p>
        <Link to="/nieuws" className="underline underline-offset-4">
          {t("news.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-primary-800 dark:text-primary-300">{title}</h1>
      {publishedAt ? (
        <p className="text-muted-700 dark:text-muted-300">
          <DateTime value={publishedAt} locale={i18n.language} />
        </p>
      ) : null}
      {image ? (
        <img src={image.url} alt={image.alt} width={768} height={432} {...HERO_IMAGE} className="aspect-video w-full rounded-theme object-cover" />
      ) : null}
      <RichTextHtml html={html} />
    </article>
  );
}
