import type { MailContent } from "../render";
import { type MailVars, greeting, signature } from "./vars";

// The periodic digest (docs/mail.md): the new vacancies that match the volunteer's choices, a
// link to all vacancies, and the one-click unsubscribe link (also in the List-Unsubscribe header).
const items = (v: MailVars, remote: string) =>
  (v.vacancies ?? []).map((vacancy) => ({
    label: vacancy.title,
    detail: vacancy.place ?? remote,
    url: vacancy.url,
  }));
const search = (label: string, v: MailVars) =>
  v.link ? { action: { label, url: v.link } } : {};
const unsubscribe = (text: string, label: string, v: MailVars) =>
  v.unsubscribe ? { unsubscribe: { text, label, url: v.unsubscribe } } : {};
const count = (v: MailVars) => v.vacancies?.length ?? 0;

export const digest = {
  nl: (v: MailVars): MailContent => ({
    subject:
      count(v) === 1
        ? `1 nieuwe vacature bij ${v.siteName}`
        : `${count(v)} nieuwe vacatures bij ${v.siteName}`,
    greeting: greeting.nl(v),
    paragraphs: [
      v.period === "monthly"
        ? "Dit zijn de nieuwe vacatures van de afgelopen maand die passen bij je keuzes:"
        : "Dit zijn de nieuwe vacatures van de afgelopen week die passen bij je keuzes:",
    ],
    items: items(v, "Op afstand"),
    ...(v.more ? { after: [`En nog ${v.more} meer.`] } : {}),
    ...search("Alle vacatures bekijken", v),
    signature: signature.nl(v),
    ...unsubscribe(
      v.period === "monthly"
        ? "Je krijgt deze mail omdat je koos voor een maandelijkse mail met nieuwe vacatures."
        : "Je krijgt deze mail omdat je koos voor een wekelijkse mail met nieuwe vacatures.",
      "Afmelden",
      v,
    ),
  }),
  en: (v: MailVars): MailContent => ({
    subject:
      count(v) === 1
        ? `1 new vacancy at ${v.siteName}`
        : `${count(v)} new vacancies at ${v.siteName}`,
    greeting: greeting.en(v),
    paragraphs: [
      v.period === "monthly"
        ? "These are the new vacancies of the past month that match your choices:"
        : "These are the new vacancies of the past week that match your choices:",
    ],
    items: items(v, "Remote"),
    ...(v.more ? { after: [`And ${v.more} more.`] } : {}),
    ...search("See all vacancies", v),
    signature: signature.en(v),
    ...unsubscribe(
      v.period === "monthly"
        ? "You receive this mail because you chose a monthly mail with new vacancies."
        : "You receive this mail because you chose a weekly mail with new vacancies.",
      "Unsubscribe",
      v,
    ),
  }),
};
