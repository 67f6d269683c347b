import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { DateTime } from "./ui/date-time";

export interface ActivityItem {
  id: string;
  title: string;
  href?: string;
  /** ISO 8601 moment. */
  at: string;
}

/**
 * Recent activity, newest first as given. The title is a heading in page content and plain text
 * inside a popover (headingLevel 0), where a heading would break the page's outline.
 */
export function ActivityPanel({ items, headingLevel = 2 }: { items: ActivityItem[]; headingLevel?: 0 | 2 | 3 }) {
  const { t, i18n } = useTranslation("ui");
  const Title = headingLevel === 0 ? "p" : headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="grid gap-2" aria-label={headingLevel === 0 ? t("activity.heading") : undefined}>
      <Title className="px-1 text-base font-semibold">{t("activity.heading")}</Title>
      {items.length === 0 ? (
        <p className="px-1 text-sm text-muted-700 dark:text-muted-300">{t("activity.empty")}</p>
      ) : (
        <ol className="grid gap-1">
          {items.map((item) => (
            <li key={item.id} className="rounded-md px-1 py-1">
              {item.href ? (
                <Link to={item.href} className="inline-flex min-h-6 items-center font-medium text-primary-800 underline dark:text-primary-300">
                  {item.title}
                </Link>
              ) : (
                <span className="font-medium">{item.title}</span>
              )}
              <DateTime value={item.at} locale={i18n.language} className="block text-xs text-muted-700 dark:text-muted-300" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
