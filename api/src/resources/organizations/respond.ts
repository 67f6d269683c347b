import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { includedVacancies } from "../vacancies/by-organization";
import { checksOf } from "../organization-checks/queries";
import { canEdit } from "../../auth/organization-access";
import { loadActor } from "../../auth/actor";
import type { showQuery } from "./schema";
import { type FullOrganizationResource, type OrganizationRow, fullOrganizationSerializer, toFullOrganizationResource } from "./serializer";

export const ORGANIZATIONS_PATH = "/api/v1/organizations";

export const resourceUrl = (c: Context) => (resource: FullOrganizationResource) => new URL(`${ORGANIZATIONS_PATH}/${resource.id}`, c.req.url).href;

/** One organization with its relationships, as every single-resource answer sends it. */
export async function sendOrganization(c: Context<AppEnv>, row: OrganizationRow, query: ParsedQuery<typeof showQuery>, status: 200 | 201 = 200) {
  const actor = await loadActor(c);
  const [related] = await withIncluded(c, [row], query.include);
  const resource = toFullOrganizationResource(related, (org) => canEdit(actor, org));
  const document = await serializeDocument(fullOrganizationSerializer, resource, { ...query, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  const headers: Record<string, string> = status === 201 ? { Location: resourceUrl(c)(resource) } : {};
  return sendDocument(c, document, status, headers);
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
