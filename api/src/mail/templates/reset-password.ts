import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent on POST /auth/password; the link works for RESET_PASSWORD_WITHIN_MS once. */
export const resetPassword = {
  nl: (v: MailVars): MailContent => ({
    subject: `Nieuw wachtwoord instellen voor ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      "Er is gevraagd om een nieuw wachtwoord voor je account. Met de link hieronder stel je het in; de link is 6 uur geldig.",
    ],
    action: { label: "Nieuw wachtwoord instellen", url: v.link ?? "" },
    after: [
      "Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.",
    ],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Reset your password for ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      "Someone asked for a new password for your account. Use the link below to set it; the link is valid for 6 hours.",
    ],
    action: { label: "Set a new password", url: v.link ?? "" },
    after: [
      "Did not ask for this? Then you can ignore this e-mail; your password stays the same.",
    ],
    signature: signature.en(v),
  }),
};
