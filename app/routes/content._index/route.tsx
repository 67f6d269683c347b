import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { besideGuard } from "~/.server/read-ahead";
import { listCenterNews } from "~/.server/api/news-items";
import { listCenterPages } from "~/.server/api/pages";
import { DateTime } from "~/components/ui/date-time";
import { requireReviewer } from "~/.server/permissions";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { RowsTable } from "~/components/rows-table";
import { Section } from "~/components/section";

// The centre's content for its staff and super admins: its pages and news with their state.
export const handle = { i18n: ["content"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, [pages, news]] = await besideGuard(requireReviewer(request, context), Promise.all([listCenterPages(context.api), listCenterNews(context.api)]));
  return {
    news: news.map(({ id, title, slug, state, publishedAt, pinned }) => ({ id, title, slug, state, publishedAt, pinned })),
    title: context.t("content:index.title"),
    pages: pages.map(({ id, title, slug, status, kind, updatedAt }) => ({ id, title, slug, status, kind, updatedAt })),
  };
}

export const meta = titleMeta;

const linkClass = "underline underline-offset-4";

/** The content sections this page links to, with their link texts. */
const SECTIONS = [
  ["/content/pages/new", "page.new"],
  ["/content/news/new", "news.new"],
  ["/content/menu-items", "index.menus"],
  ["/content/file-upload", "index.files"],
  ["/content/stock-images", "index.stockImages"],
  ["/content/forms", "index.forms"],
] as const;

export default function Content() {
  const { t, i18n } = useTranslation("content");
  const { pages, news } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-10">
      <PageHeader title={t("index.title")} description={t("index.description")} />
      <nav aria-label={t("index.sections")}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {SECTIONS.map(([to, key]) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="content-pages" title={t("index.pages")} className="grid gap-4" headingClassName="text-2xl font-semibold">
        <RowsTable caption={t("index.pages")} headers={[t("page.title"), t("page.slug"), t("page.status")]}>
          {pages.map((page) => (
            <tr key={page.id} className="border-b border-muted-200 dark:border-muted-800">
              <th scope="row" className="py-2 pr-4 font-medium">
                <Link to={`/content/pages/${page.id}`} className={linkClass}>
                  {page.title}
                </Link>
              </th>
              <td className="py-2 pr-4">
                {page.status === "published" ? (
                  <Link to={`/${page.slug}`} className={linkClass}>
                    /{page.slug}
                  </Link>
                ) : (
                  `/${page.slug}`
                )}
              </td>
              <td className="py-2">{t(`state.${page.status}`)}</td>
            </tr>
          ))}
        </RowsTable>
      </Section>
      <Section id="content-news" title={t("index.news")} className="grid gap-4" headingClassName="text-2xl font-semibold">
        {news.length ? (
          <RowsTable caption={t("index.news")} headers={[t("news.fieldTitle"), t("index.publishedAt"), t("page.status")]}>
            {news.map((item) => (
              <tr key={item.id} className="border-b border-muted-200 dark:border-muted-800">
                <th scope="row" className="py-2 pr-4 font-medium">
                  <Link to={`/content/news/${item.id}`} className={linkClass}>
                    {item.title}
                  </Link>
                </th>
                <td className="py-2 pr-4">{item.publishedAt ? <DateTime value={item.publishedAt} locale={i18n.language} /> : null}</td>
                <td className="py-2">
                  {t(`state.${item.state}`)}
                  {item.pinned ? `, ${t("news.pinned")}` : ""}
                </td>
              </tr>
            ))}
          </RowsTable>
        ) : (
          <p>{t("news.empty")}</p>
        )}
      </Section>
    </div>
  );
}
