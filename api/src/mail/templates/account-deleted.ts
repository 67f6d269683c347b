import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/** Sent when a user deletes their own account; it is the last mail to that address. */
export const accountDeleted = {
  nl: (v: MailVars): MailContent => ({
    subject: `Je account bij ${v.siteName} is verwijderd`,
    greeting: greeting.nl(v),
    paragraphs: [
      `Je account bij ${v.siteName} is verwijderd. Je persoonsgegevens (naam, e-mailadres, telefoonnummer en wachtwoord) zijn gewist en je bent overal uitgelogd.`,
      "Wil je later weer meedoen? Dan kun je een nieuw account aanmaken.",
    ],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Your account at ${v.siteName} has been deleted`,
    greeting: greeting.en(v),
    paragraphs: [
      `Your account at ${v.siteName} has been deleted. Your personal data (name, e-mail address, phone number and password) has been erased and you have been signed out everywhere.`,
      "Want to join again later? You can create a new account.",
    ],
    signature: signature.en(v),
  }),
};
