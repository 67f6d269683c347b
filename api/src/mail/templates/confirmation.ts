import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent after sign-up (and on resend): confirm the address before the first sign-in. */
export const confirmation = {
  nl: (v: MailVars): MailContent => ({
    subject: `Bevestig je e-mailadres voor ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `Welkom bij ${v.siteName}! Bevestig je e-mailadres om je account te activeren.`,
    ],
    action: { label: "E-mailadres bevestigen", url: v.link ?? "" },
    after: ["Heb je geen account aangemaakt? Dan kun je deze e-mail negeren."],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Confirm your e-mail address for ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      `Welcome to ${v.siteName}! Please confirm your e-mail address to activate your account.`,
    ],
    action: { label: "Confirm e-mail address", url: v.link ?? "" },
    after: ["Did not sign up? Then you can ignore this e-mail."],
    signature: signature.en(v),
  }),
};
