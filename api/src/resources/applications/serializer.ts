import { APPLICATION_ATTRIBUTES, APPLICATIONS } from "@contract/applications";
import type { Organization } from "../../db/accounts-schema";
import type { Application, Vacancy } from "../../db/vacancies-schema";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { VACANCIES, type VacancyResource, toVacancyResource } from "../vacancies/serializer";

export { APPLICATION_ATTRIBUTES, APPLICATIONS };

export interface ApplicationResource {
  id: string;
  motivation: string;
  status: Application["status"];
  status_message: string | null;
  status_changed_at: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: Application["locale"];
  /** Applied without an account. */
  guest: boolean;
  vacancy_id: string;
  /** The vacancy's organization, so a list can show it without a second include. */
  organization_id: string;
  organization_name: string;
  user_id: string | null;
  created_at: string;
  updated_at: string;
  vacancy: VacancyResource;
}

export interface ApplicationRow {
  application: Application;
  vacancy: Vacancy;
  organization: Organization;
}

export function toApplicationResource({ application: a, vacancy, organization }: ApplicationRow): ApplicationResource {
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
    vacancy: toVacancyResource({ vacancy, organization }),
  };
}

const vacancySerializer = new Serializer<VacancyResource>(VACANCIES);

export const applicationSerializer = new Serializer<ApplicationResource>(APPLICATIONS, {
  relators: {
    vacancy: new Relator<ApplicationResource, VacancyResource>(async (a) => a.vacancy, vacancySerializer, { relatedName: "vacancy" }),
  },
});
