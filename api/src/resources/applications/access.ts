import type { Organization } from "../../db/accounts-schema";
import type { Application } from "../../db/vacancies-schema";
import { notFound } from "../../jsonapi/errors";
import { type Actor } from "../../auth/actor";
import { canManageVacancies } from "../vacancies/access";

/** Who handles applications: whoever manages the vacancy's organization's vacancies. */
export const canHandle = canManageVacancies;

/** The applicant (signed in when applying), and the handlers. */
export const isApplicant = (actor: Actor, a: Application) => actor.user !== null && a.userId === actor.user.id;

export const canSeeApplication = (actor: Actor, a: Application, org: Organization) => isApplicant(actor, a) || canHandle(actor, org);

export const missingApplication = (id: string) => notFound(`There is no application ${id}.`);
