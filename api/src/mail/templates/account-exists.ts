import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/**
 * Sent instead of a confirmation when somebody signs up with an address that already has an
 * account: the sign-up answers as for a new address (no enumeration), and the owner learns of it.
 */
export const accountExists = {
  nl: (v: MailVars): MailContent => ({
    subject: `Je hebt al een account bij ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      "Er is geprobeerd een nieuw account aan te maken met dit e-mailadres, maar je hebt er al een. Je wachtwoord vergeten? Stel hieronder een nieuw in.",
    ],
    action: { label: "Nieuw wachtwoord aanvragen", url: v.link ?? "" },
    after: ["Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd."],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `You already have an account at ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      "Someone tried to create a new account with this e-mail address, but you already have one. Forgot your password? Reset it below.",
    ],
    action: { label: "Reset your password", url: v.link ?? "" },
    after: ["Was this not you? Then you can ignore this e-mail; nothing has changed."],
    signature: signature.en(v),
  }),
};
