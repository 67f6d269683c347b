import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { DateTime } from "~/components/ui/date-time";
import { Img } from "~/components/ui/img";

export interface NewsSummary {
  id: string;
  title: string;
  slug: string;
  summary: string;
  publishedAt: string | null;
  pinned: boolean;
  /** The item's image (an upload or a stock image) and its alternative text. */
  imageUrl: string | null;
  imageAlt: string;
}

/** News items as a list of headed summaries with their date (/nieuws, the home page). */
export function NewsList({ items, headingLevel = 2 }: { items: NewsSummary[]; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("content");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6">
      {items.map((item) => (
        <li key={item.id}>
          <article className={item.imageUrl ? "grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]" : "grid gap-1"}>
            <Img
              src={item.imageUrl}
              alt={item.imageAlt}
              size={[192, 108]}
              loading="lazy"
              decoding="async"
              className="aspect-video w-48 rounded-theme object-cover sm:row-span-3"
            />
            <Heading className="text-xl font-semibold">
              <Link to={`/nieuws/${item.slug}`} className="underline underline-offset-4">
                {item.title}
              </Link>
            </Heading>
            <p className="text-sm text-muted-700 dark:text-muted-300">
              {item.publishedAt ? <DateTime value={item.publishedAt} locale={i18n.language} /> : null}
              {item.pinned ? <span className="ml-2 font-semibold">{t("news.pinned")}</span> : null}
            </p>
            {item.summary ? <p>{item.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
