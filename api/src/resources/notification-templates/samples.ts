import type { TemplateKind } from "@contract/notification-templates";
import type { Locale } from "../../db/accounts-schema";
import type { MailVars } from "../../mail/templates";

// The sample data of a template's preview: made-up values in the reader's language, so staff see
// where each variable lands without a real person's data.
export function sampleVars(kind: TemplateKind, locale: Locale, siteName: string, origin: string): MailVars {
  const nl = locale === "nl";
  return {
    siteName,
    name: "Sam",
    link: `${origin}/voorbeeld`,
    organization: nl ? "Buurthuis De Linde" : "De Linde community centre",
    status: kind === "organization_status" ? "approved" : "accepted",
    reason: nl ? "Alle gegevens zijn compleet." : "All details are complete.",
    vacancy: nl ? "Voorlezen in de bibliotheek" : "Reading aloud at the library",
    applicant: "Robin",
    message: nl ? "Ik help graag op zaterdag." : "I am happy to help on Saturdays.",
    date: nl ? "zaterdag 12 december 2026, 10:00" : "Saturday 12 December 2026, 10:00",
    activity: nl ? "Opruimdag in het park" : "Clean-up day in the park",
    period: "weekly",
    vacancies: [
      { title: nl ? "Voorlezen in de bibliotheek" : "Reading aloud at the library", place: "Utrecht", url: `${origin}/vacatures/1` },
      { title: nl ? "Maatje voor een nieuwkomer" : "Buddy for a newcomer", place: null, url: `${origin}/vacatures/2` },
    ],
    more: 3,
    unsubscribe: `${origin}/periodieke-mail/afmelden?token=voorbeeld`,
    form: nl ? "Contactformulier" : "Contact form",
    answers: [
      { label: nl ? "Naam" : "Name", value: "Robin" },
      { label: nl ? "Vraag" : "Question", value: nl ? "Kan ik ook op zondag?" : "Can I come on Sundays too?" },
    ],
    sender: "Robin",
    topic: nl ? "Voorlezen in de bibliotheek" : "Reading aloud at the library",
    unread: 2,
    domainMatch: true,
    edit: `${origin}/organizations/1/edit`,
    volunteer: "Robin",
    what: nl ? "Boodschappen doen op donderdag" : "Doing the shopping on Thursdays",
  };
}
