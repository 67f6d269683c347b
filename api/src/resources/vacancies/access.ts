import { isPublicVacancy } from "@contract/vacancies";
import { todayUtc } from "@contract/rules";
import type { Organization } from "../../db/accounts-schema";
import type { Vacancy } from "../../db/vacancies-schema";
import { notFound } from "../../jsonapi/errors";
import { type Actor } from "../../auth/actor";

/** Today in UTC as 'YYYY-MM-DD': expiry dates are compared with it. */
export const today = todayUtc;

/** Super admins, staff of the organization's centre, and the organization's admins. */
export const canManageVacancies = (actor: Actor, org: Organization) =>
  actor.superAdmin || (org.volunteerCenterId !== null && actor.staffCenterIds.includes(org.volunteerCenterId)) || actor.adminOrgIds.includes(org.id);

/** What anyone may see: published, not past its expiry date, of an approved organization. */
export const isPublic = (v: Vacancy, org: Organization, on = today()) => isPublicVacancy(v, org.status === "approved", on);

export const canSeeVacancy = (actor: Actor, v: Vacancy, org: Organization) => isPublic(v, org) || canManageVacancies(actor, org);

export const missingVacancy = (id: string) => notFound(`There is no vacancy ${id}.`);
