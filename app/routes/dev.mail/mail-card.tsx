import { useTranslation } from "react-i18next";
import { DateTime } from "~/components/ui/date-time";
import { splitMailLinks } from "./mail-links";

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  locale: string;
  createdAt: string;
  sentAt: string | null;
  text: string;
}

/** One mail: its envelope, and its text body with this site's links clickable. */
export function MailCard({ message, origin, locale }: { message: OutboxMessage; origin: string; locale: string }) {
  const { t } = useTranslation("auth");
  const headingId = `mail-${message.id}`;
  const rows = [
    { term: t("devMail.to"), value: message.to },
    { term: t("devMail.kind"), value: message.kind },
    { term: t("devMail.locale"), value: message.locale },
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-theme border border-muted-300 p-4 dark:border-muted-600">
      <h2 id={headingId} className="text-lg font-semibold">{message.subject}</h2>
      <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium">{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <dt className="font-medium">{t("devMail.created")}</dt>
        <dd><DateTime value={message.createdAt} locale={locale} /></dd>
        <dt className="font-medium">{t("devMail.sent")}</dt>
        <dd>{message.sentAt ? <DateTime value={message.sentAt} locale={locale} /> : t("devMail.notSent")}</dd>
      </dl>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap break-words rounded-theme bg-muted-50 p-3 text-sm dark:bg-muted-900">
        {splitMailLinks(message.text, origin).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} className="text-primary-800 underline dark:text-primary-300">{part.text}</a>
          ) : (
            part.text
          ),
        )}
      </pre>
    </article>
  );
}
