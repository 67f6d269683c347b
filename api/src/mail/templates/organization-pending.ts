import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent to the centre's staff when an organization signs up: it waits for their approval. */
export const organizationPending = {
  nl: (v: MailVars): MailContent => ({
    subject: `${v.organization} wacht op goedkeuring`,
    greeting: greeting.nl(v),
    paragraphs: [
      `De organisatie ${v.organization} heeft zich aangemeld bij ${v.siteName}. Ze verschijnt pas op de site als jullie haar goedkeuren.`,
    ],
    action: { label: "Aanmeldingen beoordelen", url: v.link ?? "" },
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `${v.organization} awaits approval`,
    greeting: greeting.en(v),
    paragraphs: [
      `The organization ${v.organization} has signed up at ${v.siteName}. It appears on the site only once you approve it.`,
    ],
    action: { label: "Review sign-ups", url: v.link ?? "" },
    signature: signature.en(v),
  }),
};
