import { VACANCIES, VACANCY_ATTRIBUTES, type VacancyAttributes } from "@contract/vacancies";
import type { Organization } from "../../db/accounts-schema";
import type { Vacancy } from "../../db/vacancies-schema";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { richTextAsWanted } from "../../rich-text/as-wanted";
import { ORGANIZATIONS, type OrganizationResource, toOrganizationResource } from "../organizations/serializer";
import { type TagResource, type TagRow, tagSerializer, toTagResource } from "../tags/serializer";

export { VACANCIES, VACANCY_ATTRIBUTES };

/** A vacancy on the wire: the contract's attributes; `organization` and `tags` are relationships (ts-japi drops relator keys). */
export type VacancyResource = { id: string } & VacancyAttributes & { organization: OrganizationResource; tags: TagResource[] };

export interface VacancyRow {
  vacancy: Vacancy;
  organization: Organization;
  /** By name; loaded by document.ts before a vacancy is sent. */
  tags?: TagRow[];
}

/**
 * `render` may leave out the stored document and its HTML when the fieldset does not ask for them
 * (they are then empty; richTextWanted); parsing and rendering ten descriptions is most of a list's CPU time.
 */
export function toVacancyResource({ vacancy: v, organization, tags }: VacancyRow, render = { doc: true, html: true }): VacancyResource {
  const description = richTextAsWanted(v.description, render);
  return {
    id: String(v.id),
    title: v.title,
    description: description.doc,
    description_html: description.html,
    status: v.status,
    organization_id: String(v.organizationId),
    remote: v.remote,
    street: v.street,
    house_number: v.houseNumber,
    postal_code: v.postalCode,
    city: v.city,
    latitude: v.latitude,
    longitude: v.longitude,
    hours_per_week: v.hoursPerWeek,
    commitment: v.commitment,
    starts_on: v.startsOn,
    ends_on: v.endsOn,
    places: v.places,
    requirements: v.requirements,
    contact_name: v.contactName,
    contact_email: v.contactEmail,
    contact_phone: v.contactPhone,
    published_at: v.publishedAt,
    expires_on: v.expiresOn,
    created_at: v.createdAt,
    updated_at: v.updatedAt,
    organization: toOrganizationResource(organization),
    tags: (tags ?? []).map(toTagResource),
  };
}

const organizationSerializer = new Serializer<OrganizationResource>(ORGANIZATIONS);

export const vacancySerializer = new Serializer<VacancyResource>(VACANCIES, {
  relators: {
    organization: new Relator<VacancyResource, OrganizationResource>(async (v) => v.organization, organizationSerializer, { relatedName: "organization" }),
    tags: new Relator<VacancyResource, TagResource>(async (v) => v.tags, tagSerializer, { relatedName: "tags" }),
  },
});
