import { INVITATION_VALID_DAYS } from "@contract/organization-admins";
import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

/**
 * Sent to an address invited as co-admin of an organization (docs/organization-admins.md). The
 * inviter sees the same answer either way; only the owner of the address reads which next step
 * fits (sign in, or make an account with this address).
 */
export const organizationAdminInvitation = {
  nl: (v: MailVars): MailContent => ({
    subject: `Uitnodiging: beheerder van ${v.organization}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `${v.inviter ?? v.siteName} nodigt je uit om samen de gegevens van ${v.organization} bij ${v.siteName} te beheren.`,
      v.hasAccount
        ? "Je hebt al een account met dit e-mailadres: log in en neem de uitnodiging aan met de link hieronder."
        : "Met de link hieronder maak je een account met dit e-mailadres en neem je de uitnodiging aan.",
      `De link is ${INVITATION_VALID_DAYS} dagen geldig.`,
    ],
    action: { label: "Uitnodiging bekijken", url: v.link ?? "" },
    after: ["Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren."],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Invitation: admin of ${v.organization}`,
    greeting: greeting.en(v),
    paragraphs: [
      `${v.inviter ?? v.siteName} invites you to keep the details of ${v.organization} at ${v.siteName} up to date together.`,
      v.hasAccount
        ? "You already have an account with this address: sign in and accept the invitation with the link below."
        : "With the link below you create an account with this address and accept the invitation.",
      `The link is valid for ${INVITATION_VALID_DAYS} days.`,
    ],
    action: { label: "View the invitation", url: v.link ?? "" },
    after: ["Not expecting this invitation? Then you can ignore this e-mail."],
    signature: signature.en(v),
  }),
};
