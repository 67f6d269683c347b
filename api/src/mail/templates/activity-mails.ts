import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

// Mails about activities and their sign-ups (docs/activities.md). `activity` is its title, `date`
// its (next) moment as the reader's language writes it, `link` the page to act on.
const action = (label: string, v: MailVars) =>
  v.link ? { action: { label, url: v.link } } : {};

const mail = (
  nl: (v: MailVars) => { subject: string; paragraphs: string[]; action?: string },
  en: (v: MailVars) => { subject: string; paragraphs: string[]; action?: string },
) => ({
  nl: (v: MailVars): MailContent => {
    const m = nl(v);
    return { subject: m.subject, greeting: greeting.nl(v), paragraphs: m.paragraphs, ...(m.action ? action(m.action, v) : {}), signature: signature.nl(v) };
  },
  en: (v: MailVars): MailContent => {
    const m = en(v);
    return { subject: m.subject, greeting: greeting.en(v), paragraphs: m.paragraphs, ...(m.action ? action(m.action, v) : {}), signature: signature.en(v) };
  },
});

/** A guest's sign-up waits for this link: it proves the address. */
export const activityConfirm = mail(
  (v) => ({
    subject: `Bevestig je aanmelding voor ${v.activity}`,
    paragraphs: [
      `Je hebt je aangemeld voor ${v.activity} (${v.date}).`,
      "Bevestig je aanmelding met de knop hieronder. Pas daarna telt je aanmelding mee.",
    ],
    action: "Aanmelding bevestigen",
  }),
  (v) => ({
    subject: `Confirm your sign-up for ${v.activity}`,
    paragraphs: [
      `You signed up for ${v.activity} (${v.date}).`,
      "Please confirm your sign-up with the button below. It counts only once confirmed.",
    ],
    action: "Confirm sign-up",
  }),
);

/** A place is yours; the link cancels. */
export const activitySignedUp = mail(
  (v) => ({
    subject: `Je bent aangemeld voor ${v.activity}`,
    paragraphs: [
      `Je bent aangemeld voor ${v.activity} (${v.date}).`,
      "Kun je toch niet? Meld je af met de knop hieronder, dan krijgt iemand anders je plek.",
    ],
    action: "Afmelden",
  }),
  (v) => ({
    subject: `You are signed up for ${v.activity}`,
    paragraphs: [
      `You are signed up for ${v.activity} (${v.date}).`,
      "Can't make it after all? Cancel with the button below, so someone else gets your place.",
    ],
    action: "Cancel",
  }),
);

/** Full: on the waiting list; the link cancels. */
export const activityWaiting = mail(
  (v) => ({
    subject: `Je staat op de wachtlijst voor ${v.activity}`,
    paragraphs: [
      `${v.activity} (${v.date}) is vol. Je staat op de wachtlijst.`,
      "Komt er een plek vrij, dan schuif je door en krijg je bericht.",
      "Wil je niet meer? Met de knop hieronder meld je je af.",
    ],
    action: "Afmelden",
  }),
  (v) => ({
    subject: `You are on the waiting list for ${v.activity}`,
    paragraphs: [
      `${v.activity} (${v.date}) is full. You are on the waiting list.`,
      "When a place becomes free, you move up and we will let you know.",
      "No longer interested? The button below takes you off the list.",
    ],
    action: "Cancel",
  }),
);

/** Someone cancelled: the first on the waiting list has a place now. */
export const activityMovedUp = mail(
  (v) => ({
    subject: `Er is een plek vrij: je bent aangemeld voor ${v.activity}`,
    paragraphs: [
      `Er is een plek vrijgekomen. Je bent nu aangemeld voor ${v.activity} (${v.date}).`,
      "Kun je toch niet? Meld je dan af met de link uit je eerdere mail.",
    ],
    action: "Bekijk de activiteit",
  }),
  (v) => ({
    subject: `A place became free: you are signed up for ${v.activity}`,
    paragraphs: [
      `A place became free. You are now signed up for ${v.activity} (${v.date}).`,
      "Can't make it after all? Cancel with the link in your earlier mail.",
    ],
    action: "View the activity",
  }),
);

/** The organizer cancelled the whole activity. */
export const activityCancelled = mail(
  (v) => ({
    subject: `${v.activity} gaat niet door`,
    paragraphs: [
      `Helaas: ${v.activity} (${v.date}) gaat niet door.`,
      ...(v.message ? [v.message] : []),
      "Je aanmelding vervalt. Je hoeft niets te doen.",
    ],
  }),
  (v) => ({
    subject: `${v.activity} is cancelled`,
    paragraphs: [
      `Unfortunately ${v.activity} (${v.date}) is cancelled.`,
      ...(v.message ? [v.message] : []),
      "Your sign-up lapses. There is nothing you need to do.",
    ],
  }),
);

/** The day before. */
export const activityReminder = mail(
  (v) => ({
    subject: `Morgen: ${v.activity}`,
    paragraphs: [`Een herinnering: morgen (${v.date}) is ${v.activity}. Je bent aangemeld.`],
    action: "Bekijk de activiteit",
  }),
  (v) => ({
    subject: `Tomorrow: ${v.activity}`,
    paragraphs: [`A reminder: ${v.activity} is tomorrow (${v.date}). You are signed up.`],
    action: "View the activity",
  }),
);
