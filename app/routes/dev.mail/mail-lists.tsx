import { useTranslation } from "~/i18n-t";
import { DateTime } from "~/components/ui/date-time";
import type { OutboxMessage } from "~/.server/api/outbox-messages";
import type { ReceivedMail } from "~/.server/mail-catcher";
import { MailCard } from "./mail-card";

export type { OutboxMessage };

/** What the local SMTP server received: the mail as a mailbox would see it. */
export function ReceivedList({ mails, origin }: { mails: ReceivedMail[]; origin: string }) {
  const { t, i18n } = useTranslation("auth");
  return (
    <ol className="grid gap-6">
      {mails.map((mail) => (
        <li key={mail.id}>
          <MailCard
            id={mail.id}
            subject={mail.subject}
            text={mail.text}
            origin={origin}
            details={[
              { term: t("devMail.from"), value: mail.from },
              { term: t("devMail.to"), value: mail.to.join(", ") },
              ...(mail.replyTo ? [{ term: t("devMail.replyTo"), value: mail.replyTo }] : []),
              { term: t("devMail.received"), value: <DateTime value={mail.receivedAt} locale={i18n.language} /> },
              ...(mail.messageId ? [{ term: t("devMail.messageId"), value: mail.messageId }] : []),
              ...(mail.listUnsubscribe ? [{ term: t("devMail.listUnsubscribe"), value: mail.listUnsubscribe }] : []),
            ]}
          />
        </li>
      ))}
    </ol>
  );
}

/** The outbox rows (where no SMTP catcher runs): each with its delivery status. */
export function OutboxList({ messages, origin }: { messages: OutboxMessage[]; origin: string }) {
  const { t, i18n } = useTranslation("auth");
  return (
    <ol className="grid gap-6">
      {messages.map((message) => (
        <li key={message.id}>
          <MailCard
            id={message.id}
            subject={message.subject}
            text={message.text}
            origin={origin}
            details={[
              { term: t("devMail.to"), value: message.to },
              { term: t("devMail.kind"), value: message.kind },
              { term: t("devMail.locale"), value: message.locale },
              { term: t("devMail.created"), value: <DateTime value={message.createdAt} locale={i18n.language} /> },
              {
                term: t("devMail.status"),
                value: `${t(`devMail.statuses.${message.status}`, { defaultValue: message.status })} (${t("devMail.attempts", { count: message.attempts })})${message.failureReason ? `: ${message.failureReason}` : ""}`,
              },
              { term: t("devMail.sent"), value: message.sentAt ? <DateTime value={message.sentAt} locale={i18n.language} /> : t("devMail.notSent") },
            ]}
          />
        </li>
      ))}
    </ol>
  );
}
