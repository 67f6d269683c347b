import type { TemplateKind } from "@contract/notification-templates";
import { INVITATION_VALID_DAYS } from "@contract/organization-admins";
import type { Locale } from "../../db/accounts-schema";
import type { MailVars } from "./vars";

/** One line of a list variable: a vacancy (linked, with its place) or a form's answer. */
export interface ListItem {
  label: string;
  detail?: string;
  url?: string;
}

/** What `{{name}}` becomes: a text, or a list (only on a line of its own). */
export type TemplateValue = string | ListItem[];
export type TemplateValues = Record<string, TemplateValue>;

const ORGANIZATION_STATUS = {
  nl: { approved: "goedgekeurd", pending: "weer in behandeling genomen", denied: "afgewezen", archived: "gearchiveerd" },
  en: { approved: "approved", pending: "taken back into review", denied: "denied", archived: "archived" },
} as const;

const APPLICATION_STATUS = {
  nl: { new: "nieuw", in_progress: "in behandeling", accepted: "aangenomen", declined: "afgewezen", withdrawn: "ingetrokken" },
  en: { new: "new", in_progress: "in progress", accepted: "accepted", declined: "declined", withdrawn: "withdrawn" },
} as const;

const NEXT_STEP = {
  nl: {
    signIn: "Je hebt al een account met dit e-mailadres: log in en neem de uitnodiging aan met de link hieronder.",
    signUp: "Met de link hieronder maak je een account met dit e-mailadres en neem je de uitnodiging aan.",
  },
  en: {
    signIn: "You already have an account with this address: sign in and accept the invitation with the link below.",
    signUp: "With the link below you create an account with this address and accept the invitation.",
  },
} as const;

const DOMAIN_MATCH = {
  nl: "Het bevestigde e-mailadres staat op het domein van de website van de organisatie.",
  en: "Their confirmed email address is on the domain of the organization's website.",
} as const;

const PERIOD = {
  nl: { weekly: ["wekelijkse", "week"], monthly: ["maandelijkse", "maand"] },
  en: { weekly: ["weekly", "week"], monthly: ["monthly", "month"] },
} as const;

function statusWord(kind: TemplateKind, locale: Locale, status: string | undefined): string {
  if (kind === "organization_status") {
    const words: Record<string, string> = ORGANIZATION_STATUS[locale];
    return words[status ?? "pending"] ?? words.pending!;
  }
  const words: Record<string, string> = APPLICATION_STATUS[locale];
  return words[status ?? "new"] ?? words.new!;
}

function newVacancies(locale: Locale, count: number): string {
  if (locale === "nl") return count === 1 ? "1 nieuwe vacature" : `${count} nieuwe vacatures`;
  return count === 1 ? "1 new vacancy" : `${count} new vacancies`;
}

/**
 * The values a mail's variables take, from what the code that wrote the mail knows. Words that
 * depend on the language (a status, the period) are chosen here, so a template only places them.
 */
export function templateValues(kind: TemplateKind, locale: Locale, v: MailVars): TemplateValues {
  const period = PERIOD[locale][v.period ?? "weekly"];
  const values: TemplateValues = {
    site: v.siteName,
    name: v.name ?? "",
    link: v.link ?? "",
    organization: v.organization ?? "",
    status: statusWord(kind, locale, v.status),
    reason: v.reason ?? "",
    vacancy: v.vacancy ?? "",
    applicant: v.applicant ?? "",
    message: v.message ?? "",
    date: v.date ?? "",
    activity: v.activity ?? "",
    sender: v.sender ?? "",
    topic: v.topic ?? "",
    unread: (v.unread ?? 1) > 1 ? String(v.unread) : "",
    form: v.form ?? "",
    answers: (v.answers ?? []).map((a) => ({ label: `${a.label}: ${a.value}` })),
    vacancies: (v.vacancies ?? []).map((item) => ({
      label: item.title,
      detail: item.place ?? (locale === "nl" ? "Op afstand" : "Remote"),
      url: item.url,
    })),
    more: v.more ? String(v.more) : "",
    new_vacancies: newVacancies(locale, v.vacancies?.length ?? 0),
    period: period[0],
    period_span: period[1],
    unsubscribe: v.unsubscribe ?? "",
    inviter: v.inviter ?? v.siteName,
    next_step: NEXT_STEP[locale][v.hasAccount ? "signIn" : "signUp"],
    days: String(INVITATION_VALID_DAYS),
    domain_match: v.domainMatch ? DOMAIN_MATCH[locale] : "",
    edit: v.edit ?? "",
    volunteer: v.volunteer ?? "",
    what: v.what ?? "",
  };
  return values;
}
