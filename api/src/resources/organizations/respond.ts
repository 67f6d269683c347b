import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { showQuery } from "./schema";
import {
  type FullOrganizationResource,
  type OrganizationRow,
  fullOrganizationSerializer,
  toFullOrganizationResource,
} from "./serializer";

export const ORGANIZATIONS_PATH = "/api/v1/organizations";

export const resourceUrl =
  (c: Context) => (resource: FullOrganizationResource) =>
    new URL(`${ORGANIZATIONS_PATH}/${resource.id}`, c.req.url).href;

/** One organization with its relationships, as every single-resource answer sends it. */
export async function sendOrganization(
  c: Context<AppEnv>,
  row: OrganizationRow,
  query: ParsedQuery<typeof showQuery>,
  status: 200 | 201 = 200,
) {
  const resource = toFullOrganizationResource(row);
  const document = await serializeDocument(
    fullOrganizationSerializer,
    resource,
    { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) },
  );
  const headers: Record<string, string> =
    status === 201 ? { Location: resourceUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
}
