import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationAttributes,
  type ApplicationStatus,
  type applicationList,
} from "@contract/applications";
import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { vacancyList } from "@contract/vacancies";
import type { ApiClient } from "./client";
import { orErrorScreen, orNull } from "./errors";
import type { Locale } from "@contract/locales";
import { dateTimeFormat } from "~/utils/intl";

// docs/vacancies.md, docs/applications.md; the statuses and transitions are the contract's.
export { APPLICATION_STATUSES, APPLICATION_TRANSITIONS, type ApplicationStatus };

/** An application as the web reads it: the contract's attributes, camelCased by the client. */
export type Application = { id: string; vacancy?: { id: string; title: string; status: string } } & Omit<
  Camelized<ApplicationAttributes>,
  "locale" | "updatedAt"
>;

export interface ApplicationFilters {
  status: ApplicationStatus | "";
  vacancyId: string;
  page: number;
  size: number;
}

// 404 (not theirs, or none) is the error screen's 'not found'; other refusals too.
const REFUSALS = { 403: 403, 404: 404 };

const FIELDS = {
  applications: ["status", "name", "vacancy", "vacancy_id", "organization_id", "organization_name", "user_id", "guest", "created_at"],
  vacancies: ["title", "status"],
} satisfies ListQuery<typeof applicationList>["fields"];

/** A page of the applications the signed-in user may see; the API decides which. */
export async function listApplications(api: ApiClient, filters: ApplicationFilters) {
  const { data: applications, meta } = await orErrorScreen(
    api.get<Application[]>("/api/v1/applications", {
      filter: { status_eq: filters.status || undefined, vacancy_id_eq: filters.vacancyId || undefined },
      include: ["vacancy"],
      fields: FIELDS,
      sort: "-created_at",
      page: { number: filters.page, size: filters.size },
    } satisfies ListQuery<typeof applicationList>),
    REFUSALS,
  );
  return { applications, total: Number(meta.total ?? applications.length) };
}

/**
 * The vacancies one was accepted for, with their organization: what one may name on one's hours
 * (docs/shifts-and-hours.md). One page of 1,000 (a volunteer's accepted applications fit).
 */
export async function listOwnAcceptedVacancies(api: ApiClient) {
  const { data } = await api.get<Application[]>("/api/v1/applications", {
    filter: { mine: "true", status_eq: "accepted" },
    include: ["vacancy"],
    fields: { applications: ["vacancy", "vacancy_id", "organization_id", "organization_name"], vacancies: ["title"] },
    sort: "-created_at",
    page: { number: 1, size: 1000 },
  } satisfies ListQuery<typeof applicationList>);
  const seen = new Set<string>();
  return data.flatMap((a) => {
    if (!a.vacancyId || seen.has(a.vacancyId)) return [];
    seen.add(a.vacancyId);
    return [{ id: a.vacancyId, title: a.vacancy?.title ?? "", organizationId: a.organizationId, organizationName: a.organizationName }];
  });
}

/** One application with its vacancy, or the 404 screen for one the user may not see. */
export async function getApplication(api: ApiClient, id: string): Promise<Application> {
  return (await orErrorScreen(api.get<Application>(`/api/v1/applications/${id}`, { include: ["vacancy"] }), REFUSALS)).data;
}

/** The vacancies the user manages, for the list's vacancy filter (none for a volunteer). */
export async function listManagedVacancyOptions(api: ApiClient) {
  const { data: vacancies } = await api.get<{ id: string; title: string }[]>("/api/v1/vacancies", {
    filter: { managed: "true" },
    fields: { vacancies: ["title"] },
    sort: "title",
    page: { size: 100 },
  } satisfies ListQuery<typeof vacancyList>);
  return vacancies.map(({ id, title }) => ({ id, title }));
}

/** PATCH: a handler's new status (with a message mailed to the applicant), or the applicant's withdrawal. */
export const changeApplicationStatus = (api: ApiClient, id: string, attributes: { status: ApplicationStatus; message?: string }) =>
  api.write<Application>("PATCH", `/api/v1/applications/${id}`, "applications", attributes, id);

/** What a guest's withdraw token would withdraw; null for an unknown, spent or expired token. */
export async function findWithdrawal(api: ApiClient, token: string): Promise<Application | null> {
  return (await orNull(api.get<Application>(`/api/v1/applications/withdrawals/${encodeURIComponent(token)}`, { include: ["vacancy"] })))?.data ?? null;
}

/** Withdraws a guest's application with the mailed token. */
export const withdrawWithToken = (api: ApiClient, token: string) =>
  api.write<Application>("POST", "/api/v1/applications/withdrawals", "application_withdrawals", { token });

export interface ApplyAttributes {
  vacancyId: string;
  motivation: string;
  phone?: string;
  name?: string;
  email?: string;
  locale?: Locale;
  /** A guest's withdraw page on this site: the mailed link points here. */
  withdrawUrl?: string;
}

/** POST /applications, as a guest (name, e-mail) or signed in (the account's). */
export const applyForVacancy = (api: ApiClient, attributes: ApplyAttributes) =>
  api.write<Application>("POST", "/api/v1/applications", "applications", attributes);

/** A moment as the page's language writes a date and time (Dutch time, as the centres are). */
export const formatMoment = (iso: string, locale: string, withTime = false) =>
  dateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Europe/Amsterdam",
  }).format(new Date(iso));
