import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent to a new address after an e-mail change: the change applies once it is confirmed. */
export const reconfirmation = {
  nl: (v: MailVars): MailContent => ({
    subject: `Bevestig je nieuwe e-mailadres voor ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      "Je hebt gevraagd om dit e-mailadres voortaan voor je account te gebruiken. Bevestig het om de wijziging door te voeren.",
    ],
    action: { label: "Nieuw e-mailadres bevestigen", url: v.link ?? "" },
    after: ["Heb je dit niet gevraagd? Dan kun je deze e-mail negeren."],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Confirm your new e-mail address for ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      "You asked to use this e-mail address for your account from now on. Confirm it to complete the change.",
    ],
    action: { label: "Confirm new e-mail address", url: v.link ?? "" },
    after: ["Did not ask for this? Then you can ignore this e-mail."],
    signature: signature.en(v),
  }),
};
