import type { OrganizationStartAttributes } from "@contract/organization-starts";
import type { OrganizationStatus } from "@contract/organizations";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { ORGANIZATION_STARTS, type showQuery } from "./schema";

/** A start on the wire: its id is the organization's. */
export type OrganizationStartResource = { id: string } & OrganizationStartAttributes;

export const toStartResource = (organization: { id: number; name: string; status: OrganizationStatus }): OrganizationStartResource => ({
  id: String(organization.id),
  organization_id: String(organization.id),
  name: organization.name,
  status: organization.status,
});

export const startSerializer = new Serializer<OrganizationStartResource>(ORGANIZATION_STARTS);

/** The answer to POST: its resource link (and the 201's Location) is the organization's. */
export const startDocument = (resource: OrganizationStartResource, query: ParsedQuery<typeof showQuery>, requestUrl: string) =>
  serializeDocument(startSerializer, resource, {
    ...query,
    selfUrl: requestUrl,
    resourceUrl: (start) => new URL(`/api/v1/organizations/${start.organization_id}`, requestUrl).href,
  });
