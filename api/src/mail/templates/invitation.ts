import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent on POST /api/v1/users by staff or a super admin: set a password to accept. */
export const invitation = {
  nl: (v: MailVars): MailContent => ({
    subject: `Je bent uitgenodigd voor ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `Er is een account voor je aangemaakt bij ${v.siteName}. Stel met de link hieronder je wachtwoord in om het te gebruiken; de link is 7 dagen geldig.`,
    ],
    action: { label: "Wachtwoord instellen", url: v.link ?? "" },
    after: [
      "Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.",
    ],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `You have been invited to ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      `An account has been created for you at ${v.siteName}. Use the link below to set your password and start using it; the link is valid for 7 days.`,
    ],
    action: { label: "Set your password", url: v.link ?? "" },
    after: ["Not expecting this invitation? Then you can ignore this e-mail."],
    signature: signature.en(v),
  }),
};
