import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { includedVacancies } from "../vacancies/by-organization";
import { canEdit } from "./access";
import { loadActor } from "../../auth/actor";
import type { showQuery } from "./schema";
import { type FullOrganizationResource, type OrganizationRow, fullOrganizationSerializer, toFullOrganizationResource } from "./serializer";

export const ORGANIZATIONS_PATH = "/api/v1/organizations";

export const resourceUrl = (c: Context) => (resource: FullOrganizationResource) => new URL(`${ORGANIZATIONS_PATH}/${resource.id}`, c.req.url).href;

/** One organization with its relationships, as every single-resource answer sends it. */
export async function sendOrganization(c: Context<AppEnv>, row: OrganizationRow, query: ParsedQuery<typeof showQuery>, status: 200 | 201 = 200) {
  const actor = await loadActor(c);
  const resource = toFullOrganizationResource(await withVacancies(c, [row], query.include).then(([r]) => r), (org) => canEdit(actor, org));
  const document = await serializeDocument(fullOrganizationSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  const headers: Record<string, string> = status === 201 ? { Location: resourceUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
}

/** The rows with their visible vacancies when the request asks for include=vacancies. */
export async function withVacancies(c: Context<AppEnv>, rows: OrganizationRow[], include: string[]): Promise<OrganizationRow[]> {
  if (!include.includes("vacancies")) return rows;
  const byOrganization = await includedVacancies(
    c.var.db,
    c.var.tenantId,
    await loadActor(c),
    rows.map((r) => r.organization.id),
  );
  return rows.map((r) => ({
    ...r,
    vacancies: byOrganization.get(r.organization.id) ?? [],
  }));
}
