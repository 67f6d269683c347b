import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

// Mails about vacancies and applications (docs/vacancies.md). The optional link is the web page
// to act on; without MAIL_LINK_BASE_URL the mail simply has no button.
const action = (label: string, v: MailVars) =>
  v.link ? { action: { label, url: v.link } } : {};

/** To the applicant (a guest or a signed-in volunteer) right after applying. */
export const applicationReceived = {
  nl: (v: MailVars): MailContent => ({
    subject: `Je reactie op ${v.vacancy} is ontvangen`,
    greeting: greeting.nl(v),
    paragraphs: [
      `Bedankt voor je reactie op de vacature ${v.vacancy} van ${v.organization}.`,
      "De organisatie neemt contact met je op. Je hoeft nu niets te doen.",
      ...(v.link
        ? [
            "Toch niet? Met de knop hieronder trek je je reactie in. De link werkt 90 dagen en één keer.",
          ]
        : []),
    ],
    ...action("Reactie intrekken", v),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Your application for ${v.vacancy} has been received`,
    greeting: greeting.en(v),
    paragraphs: [
      `Thank you for applying for the vacancy ${v.vacancy} at ${v.organization}.`,
      "The organization will contact you. There is nothing you need to do now.",
      ...(v.link
        ? [
            "Changed your mind? The button below withdraws your application. The link works once, for 90 days.",
          ]
        : []),
    ],
    ...action("Withdraw application", v),
    signature: signature.en(v),
  }),
};

/** To each admin of the vacancy's organization, in the admin's language. */
export const applicationNew = {
  nl: (v: MailVars): MailContent => ({
    subject: `Nieuwe reactie op ${v.vacancy}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `${v.applicant} heeft gereageerd op de vacature ${v.vacancy} van ${v.organization}.`,
      `Motivatie: ${v.message ?? ""}`,
    ],
    ...action("Reacties bekijken", v),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `New application for ${v.vacancy}`,
    greeting: greeting.en(v),
    paragraphs: [
      `${v.applicant} has applied for the vacancy ${v.vacancy} at ${v.organization}.`,
      `Motivation: ${v.message ?? ""}`,
    ],
    ...action("View applications", v),
    signature: signature.en(v),
  }),
};

const STATUS = {
  nl: {
    new: "nieuw",
    in_progress: "in behandeling",
    accepted: "aangenomen",
    declined: "afgewezen",
    withdrawn: "ingetrokken",
  },
  en: {
    new: "new",
    in_progress: "in progress",
    accepted: "accepted",
    declined: "declined",
    withdrawn: "withdrawn",
  },
} as const;
const status = (v: MailVars) => (v.status ?? "new") as keyof typeof STATUS.nl;

/** To the applicant when the organization changes the status and adds a message. */
export const applicationStatus = {
  nl: (v: MailVars): MailContent => ({
    subject: `Je reactie op ${v.vacancy}: ${STATUS.nl[status(v)]}`,
    greeting: greeting.nl(v),
    paragraphs: [
      `${v.organization} heeft je reactie op ${v.vacancy} op '${STATUS.nl[status(v)]}' gezet.`,
      `Bericht: ${v.message ?? ""}`,
    ],
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Your application for ${v.vacancy}: ${STATUS.en[status(v)]}`,
    greeting: greeting.en(v),
    paragraphs: [
      `${v.organization} has set your application for ${v.vacancy} to '${STATUS.en[status(v)]}'.`,
      `Message: ${v.message ?? ""}`,
    ],
    signature: signature.en(v),
  }),
};

/** To each admin of the organization a week before the vacancy expires. */
export const vacancyExpiry = {
  nl: (v: MailVars): MailContent => ({
    subject: `Is ${v.vacancy} nog actueel?`,
    greeting: greeting.nl(v),
    paragraphs: [
      `De vacature ${v.vacancy} van ${v.organization} verloopt op ${v.date}. Daarna is ze niet meer te vinden.`,
      "Is ze nog actueel? Verleng dan de einddatum; anders hoef je niets te doen.",
    ],
    ...action("Vacature bewerken", v),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Is ${v.vacancy} still current?`,
    greeting: greeting.en(v),
    paragraphs: [
      `The vacancy ${v.vacancy} at ${v.organization} expires on ${v.date}. After that it can no longer be found.`,
      "Still current? Then extend its expiry date; otherwise there is nothing to do.",
    ],
    ...action("Edit vacancy", v),
    signature: signature.en(v),
  }),
};

/** To each admin of the organization when a volunteer withdraws an application. */
export const applicationWithdrawn = {
  nl: (v: MailVars): MailContent => ({
    subject: `Reactie op ${v.vacancy} ingetrokken`,
    greeting: greeting.nl(v),
    paragraphs: [
      `${v.applicant} heeft de reactie op de vacature ${v.vacancy} van ${v.organization} ingetrokken.`,
    ],
    ...action("Reacties bekijken", v),
    signature: signature.nl(v),
  }),
  en: (v: MailVars): MailContent => ({
    subject: `Application for ${v.vacancy} withdrawn`,
    greeting: greeting.en(v),
    paragraphs: [
      `${v.applicant} has withdrawn their application for the vacancy ${v.vacancy} at ${v.organization}.`,
    ],
    ...action("View applications", v),
    signature: signature.en(v),
  }),
};
