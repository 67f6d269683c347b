import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { LinkedText } from "~/components/linked-text";
import { DateTime } from "~/components/ui/date-time";
import { Section } from "~/components/section";

interface Message {
  id: string;
  body: string;
  side: "volunteer" | "organization" | "center";
  senderName: string | null;
  mine: boolean;
  createdAt: string;
}

/** The messages, oldest first, each with who wrote it (a name and a side, never an address). */
export function MessageList({
  messages,
  older,
  conversation,
}: {
  messages: Message[];
  older?: string;
  conversation: { id: string; organizationName: string | null; volunteerCenterName: string | null; volunteerName: string | null };
}) {
  const { t, i18n } = useTranslation("conversations");
  const who = (m: Message) =>
    m.mine
      ? t("you")
      : m.side === "organization"
        ? [m.senderName, conversation.organizationName].filter(Boolean).join(" – ")
        : m.side === "center"
          ? [m.senderName, conversation.volunteerCenterName ?? t("sides.center")].filter(Boolean).join(" – ")
          : (m.senderName ?? conversation.volunteerName ?? t("sides.volunteer"));
  return (
    <Section id="messages-heading" title={t("messages")} className="grid gap-3">
      {older ? (
        <Link to={`/conversations/${conversation.id}?before=${older}`} className="text-primary-800 underline dark:text-primary-300">
          {t("older")}
        </Link>
      ) : null}
      {messages.length === 0 ? <p>{t("noMessages")}</p> : null}
      <ol className="grid gap-3" data-testid="messages" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`max-w-2xl rounded-theme border p-3 ${m.mine ? "ml-auto border-primary-700" : "border-muted-300 dark:border-muted-700"}`}>
            <p className="text-sm font-semibold">
              {who(m)} · <DateTime value={m.createdAt} locale={i18n.language} className="font-normal" />
            </p>
            <p className="whitespace-pre-line wrap-anywhere">
              <LinkedText text={m.body} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
