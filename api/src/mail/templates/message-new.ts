import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

// New messages in a conversation (docs/conversations.md): at most one per conversation per
// quarter hour. Who wrote and about what, never the text itself nor anybody's address: the
// reader opens the conversation on the site.
const action = (label: string, v: MailVars) => (v.link ? { action: { label, url: v.link } } : {});

export const messageNew = {
  nl: (v: MailVars): MailContent => ({
    subject: `Nieuw bericht van ${v.sender} over ${v.topic}`,
    greeting: greeting.nl(v),
    paragraphs: [
      (v.unread ?? 1) > 1
        ? `Je hebt ${v.unread} ongelezen berichten in het gesprek over ${v.topic}; het nieuwste is van ${v.sender}.`
        : `${v.sender} stuurde je een bericht in het gesprek over ${v.topic}.`,
      "Lees en beantwoord het op de site. Wil je deze mails niet meer? Zet ze uit bij je profiel, onder Berichten.",
    ],
    ...action("Gesprek openen", v),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `New message from ${v.sender} about ${v.topic}`,
    greeting: greeting.en(v),
    paragraphs: [
      (v.unread ?? 1) > 1
        ? `You have ${v.unread} unread messages in the conversation about ${v.topic}; the newest is from ${v.sender}.`
        : `${v.sender} sent you a message in the conversation about ${v.topic}.`,
      "Read and answer it on the site. Don't want these mails? Switch them off in your profile, under Messages.",
    ],
    ...action("Open conversation", v),
    signature: signature.en(v),
  }),
};
