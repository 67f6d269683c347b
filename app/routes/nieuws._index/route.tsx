import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { NEWS_PAGE_SIZE } from "@contract/news-items";
import { keptPublishedNewsSummaries } from "~/.server/api/news-items";
import { toNewsSummary } from "~/.server/news-summaries";
import { NewsList } from "~/components/content/news-list";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { titleMeta } from "~/utils/meta";

// /nieuws: the centre's published news, pinned first, then newest first, ten a page; no JavaScript.
export const handle = { i18n: ["content"] };

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
  // Kept while current: the same for every visitor (news-items.ts).
  const { items, total } = await keptPublishedNewsSummaries(context, { page, size: NEWS_PAGE_SIZE });
  return {
    title: context.t("content:news.title"),
    feedTitle: context.t("content:news.feedLink"),
    page,
    pages: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
    items: items.map(toNewsSummary),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...titleMeta(args),
  ...(args.data ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: args.data.feedTitle, href: "/nieuws/feed.xml" }] : []),
];

export default function News() {
  const { t } = useTranslation("content");
  const { items, page, pages } = useLoaderData<typeof loader>();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("news.title")} />
      {items.length ? <NewsList items={items} /> : <p>{t("news.empty")}</p>}
      <Pagination
        page={page}
        pages={pages}
        labels={{ nav: t("news.pages"), previous: t("news.previous"), next: t("news.next"), pageOf: t("news.pageOf", { page, pages }) }}
      />
      <p>
        <a href="/nieuws/feed.xml" className="underline underline-offset-4">
          {t("news.feedLink")}
        </a>
      </p>
    </div>
  );
}
