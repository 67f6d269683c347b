import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

const STATUS = {
  nl: {
    approved: "goedgekeurd",
    pending: "weer in behandeling genomen",
    denied: "afgewezen",
    archived: "gearchiveerd",
  },
  en: {
    approved: "approved",
    pending: "taken back into review",
    denied: "denied",
    archived: "archived",
  },
} as const;

type Status = keyof typeof STATUS.nl;
const status = (v: MailVars) => (v.status ?? "pending") as Status;

/** Sent to an organization's admins when staff change its status; the reason only when given. */
export const organizationStatus = {
  nl: (v: MailVars): MailContent => ({
    subject: `${v.organization} is ${STATUS.nl[status(v)]}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `Je organisatie ${v.organization} is door ${v.siteName} ${STATUS.nl[status(v)]}.`,
      ...(v.reason ? [`Toelichting: ${v.reason}`] : []),
    ],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `${v.organization} has been ${STATUS.en[status(v)]}`,
    greeting: greeting.en(v),
    paragraphs: [
      `Your organization ${v.organization} has been ${STATUS.en[status(v)]} by ${v.siteName}.`,
      ...(v.reason ? [`Reason: ${v.reason}`] : []),
    ],
    signature: signature.en(v),
  }),
};
