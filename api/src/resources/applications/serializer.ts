import { APPLICATION_ATTRIBUTES, APPLICATIONS, type ApplicationAttributes } from "@contract/applications";
import type { Organization } from "../../db/accounts-schema";
import type { Application, Vacancy } from "../../db/vacancies-schema";
import { resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { richTextWanted } from "../../jsonapi/sparse-fieldsets";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { VACANCIES, type VacancyResource, toVacancyResource } from "../vacancies/serializer";

export { APPLICATION_ATTRIBUTES, APPLICATIONS };

/** An application on the wire: the contract's attributes; `vacancy` is the relationship. */
export type ApplicationResource = { id: string } & ApplicationAttributes & { vacancy: VacancyResource };

export interface ApplicationRow {
  application: Application;
  vacancy: Vacancy;
  organization: Organization;
}

/**
 * What of the vacancy's description a list's query asks for: nothing unless the vacancy is
 * included (a relationship alone sends no attributes), then what its fieldset names. Every
 * application rendered its vacancy's description, in lists of up to a thousand.
 */
export const vacancyTextWanted = (query: { include: string[]; fields: Record<string, string[]> }) =>
  query.include.includes("vacancy") ? richTextWanted(query.fields, VACANCIES, "description") : { doc: false, html: false };

/** `render`: what of the vacancy's description to make (vacancyTextWanted); a single application's, all of it. */
export function toApplicationResource({ application: a, vacancy, organization }: ApplicationRow, render = { doc: true, html: true }): ApplicationResource {
  return {
    id: String(a.id),
    motivation: a.motivation,
    status: a.status,
    status_message: a.statusMessage,
    status_changed_at: a.statusChangedAt,
    name: a.name,
    email: a.email,
    phone: a.phone,
    locale: a.locale,
    guest: a.userId === null,
    vacancy_id: String(a.vacancyId),
    organization_id: String(organization.id),
    organization_name: organization.name,
    user_id: a.userId === null ? null : String(a.userId),
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    vacancy: toVacancyResource({ vacancy, organization }, render),
  };
}

const vacancySerializer = new Serializer<VacancyResource>(VACANCIES);

export const applicationSerializer = new Serializer<ApplicationResource>(APPLICATIONS, {
  relators: {
    vacancy: new Relator<ApplicationResource, VacancyResource>(async (a) => a.vacancy, vacancySerializer, { relatedName: "vacancy" }),
  },
});

export const APPLICATIONS_PATH = "/api/v1/applications";

/** The link of each application, from the request's origin. */
export const applicationUrl = resourceUrlOf(APPLICATIONS_PATH);

/** One application, as every single-resource answer sends it. */
export const applicationDocument = documentOf(applicationSerializer, toApplicationResource, applicationUrl);
