import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { canEdit } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { checksOf } from "../organization-checks/queries";
import { includedVacancies } from "../vacancies/by-organization";
import type { showQuery } from "./schema";
import { type OrganizationRow, fullOrganizationSerializer, toFullOrganizationResource } from "./serializer";

export const ORGANIZATIONS_PATH = "/api/v1/organizations";

/** The link of each organization, from the request's origin. */
export const organizationUrl = resourceUrlOf(ORGANIZATIONS_PATH);

/**
 * One organization with its relationships, as every single-resource answer sends it (the caller
 * sees hidden contact fields when they may edit it), and its own link for a 201's Location.
 */
export async function organizationDocument(c: Context<AppEnv>, row: OrganizationRow, query: ParsedQuery<typeof showQuery>) {
  const actor = await loadActor(c);
  const [related] = await withIncluded(c, [row], query.include);
  const resource = toFullOrganizationResource(related, (org) => canEdit(actor, org));
  const document = await serializeDocument(fullOrganizationSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: organizationUrl(c.req.url) });
  return { document, self: organizationUrl(c.req.url)(resource) };
}

/**
 * The rows with what the request includes beyond their own tables: their visible vacancies
 * (include=vacancies) and their check (include=check). Every row is one the caller may see.
 */
export async function withIncluded(c: Context<AppEnv>, rows: OrganizationRow[], include: string[]): Promise<OrganizationRow[]> {
  const [withVisible, checks] = await Promise.all([
    withVacancies(c, rows, include),
    // Rows read with their check (read-queries.ts, the list's and the show's) need no more.
    include.includes("check") && rows.some((r) => r.check === undefined)
      ? checksOf(
          c.var.db,
          c.var.tenantId,
          rows.map((r) => r.organization),
        )
      : undefined,
  ]);
  return checks ? withVisible.map((r) => ({ ...r, check: checks.get(r.organization.id) })) : withVisible;
}

/** The rows with their visible vacancies when the request asks for include=vacancies. */
async function withVacancies(c: Context<AppEnv>, rows: OrganizationRow[], include: string[]): Promise<OrganizationRow[]> {
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
