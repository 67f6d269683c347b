import { type SQL, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { idsTable, tableColumns } from "../../db/id-list";
import { ORGANIZATION_TAG_LINKS, tagsColumn, tagsOfColumn } from "../tags/links";
import { organizationAddresses, organizationProfiles } from "../../db/organizations-schema";
import { organizationChecks } from "../../db/organization-admins-schema";
import { includedCheck } from "../organization-checks/serializer";
import { pageOffset } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import { TAGS } from "../tags/schema";
import { type Actor } from "../../auth/actor";
import { type Near, tagIdsNamed, tagsOf } from "./directory";
import { planFor } from "./plan/list-plan";
import { type ListRequest, statementsFor } from "./plan/list-statements";
import { inNameOrder, nameOrderPage } from "./plan/name-order";
import type { indexQuery } from "./schema";
import type { OrganizationRow } from "./serializer";

// Every query filters every table by the request's tenant: another tenant's organization is
// indistinguishable from a missing one.

/**
 * The tenant's organization with this id, whatever its status; undefined when there is none.
 * `check`: with its last check (include=check), read by the row's own statement.
 */
export async function findOrganization(db: Database, tenantId: TenantId, id: number, { check = false } = {}): Promise<OrganizationRow | undefined> {
  // The row with its tags (counted), in one statement.
  const [row] = await findOrganizations(db, tenantId, [id], { check, tags: { counts: true } });
  return row;
}

/**
 * The tenant's organizations of `page` (a statement of ids in a column `id`: the list's page or
 * idsTable), in its order, with profile and address, and with `check` their last check
 * (include=check): one statement, `page` driving (CROSS JOIN keeps it the outer loop, so its order
 * is the answer's), each row a primary-key seek, as vacancies/read-queries.ts (whose rule for
 * `page` holds here: a VALUES list, or its ORDER BY with a LIMIT). `tags`: each row's tags in a
 * column of the same statement (links.ts tagsColumn: one row, or tags without their counts).
 */
async function organizationsOfPage(
  db: Database,
  tenantId: TenantId,
  page: SQL,
  { check = false, tags }: { check?: boolean; tags?: { counts: boolean } } = {},
): Promise<OrganizationRow[]> {
  const o = tableColumns(organizations, "o");
  const profile = tableColumns(organizationProfiles, "p");
  const address = tableColumns(organizationAddresses, "a");
  const checked = check
    ? {
        column: sql`, ${organizationChecks.checkedAt} AS checked_at`,
        join: sql` LEFT JOIN ${organizationChecks} ON ${organizationChecks.organizationId} = ${organizations.id} AND ${organizationChecks.tenantId} = ${tenantId}`,
      }
    : { column: sql``, join: sql`` };
  const tagsSql = tags ? sql`, ${tagsColumn(ORGANIZATION_TAG_LINKS, tenantId, sql`${organizations.id}`, tags)} AS tags` : sql``;
  const rows = await db.all<Record<string, unknown>>(
    sql`SELECT ${o.list}, ${profile.list}, ${address.list}${checked.column}${tagsSql} FROM (${page}) page CROSS JOIN ${organizations} ON ${organizations.id} = page.id LEFT JOIN ${organizationProfiles} ON ${organizationProfiles.organizationId} = ${organizations.id} AND ${organizationProfiles.tenantId} = ${tenantId} LEFT JOIN ${organizationAddresses} ON ${organizationAddresses.organizationId} = ${organizations.id} AND ${organizationAddresses.tenantId} = ${tenantId}${checked.join} WHERE ${organizations.tenantId} = ${tenantId}`,
  );
  return rows.map((row) => {
    const organization = o.decode(row);
    const found = { organization, profile: profile.decodeJoined(row), address: address.decodeJoined(row), ...(tags && { tags: tagsOfColumn(row.tags) }) };
    return check ? { ...found, check: includedCheck(organization, (row.checked_at as string | null) ?? null) } : found;
  });
}

/** The tenant's organizations with these ids, in the order of `ids`, with profile and address (and check). */
const findOrganizations = (db: Database, tenantId: TenantId, ids: number[], options: Parameters<typeof organizationsOfPage>[3] = {}) =>
  ids.length === 0 ? Promise.resolve([]) : organizationsOfPage(db, tenantId, idsTable(ids), options);

/** A trigram needs three characters; a shorter name part is matched by the containment alone (db/contains.ts). */
const TRIGRAM = 3;

/** One page of the organizations the actor may see, filtered and sorted. */
export async function listOrganizations(
  db: Database,
  tenantId: TenantId,
  actor: Actor,
  query: ParsedQuery<typeof indexQuery>,
  near?: Near,
  { count = false } = {},
) {
  const { filter } = query;
  const sorts = query.sort.length === 0 && near ? [{ field: "distance", direction: "asc" as const }] : query.sort;
  // A tag name is one tag id in nearly every tenant (one per centre with sharing); one id can drive.
  const tagIds = filter.tag_name_eq === undefined ? undefined : await tagIdsNamed(db, tenantId, filter.tag_name_eq);
  if (tagIds?.length === 0) return { rows: [], hasNextPage: false, total: count ? 0 : undefined };
  // Every tag the organizations must have; the first one may drive.
  const requiredTags = [...new Set([filter.tag_id_eq, tagIds?.length === 1 ? tagIds[0] : undefined].filter((id) => id !== undefined))];
  const tagId = requiredTags[0];
  const nameSearch = filter.name_cont !== undefined && [...filter.name_cont].length >= TRIGRAM ? filter.name_cont : undefined;

  const request: ListRequest = {
    db,
    tenantId,
    actor,
    filter,
    sorts,
    near,
    offset: pageOffset(query.page),
    size: query.page.size,
    requiredTags,
    tagId,
    tagIds,
    nameSearch,
  };
  const wanted = {
    nameSearch,
    tagId,
    city: filter.city_eq,
    near,
    joinsOrganizations: filter.organization_type_eq !== undefined || sorts.some((s) => s.field === "created_at" || s.field === "updated_at"),
  };
  const ftsPlan = planFor(tenantId, sorts, wanted);
  // The tags only when the answer shows them: a fieldset without them (the home page's, the
  // partners page's) saves their statement, as the vacancies' (vacancies/document.ts tagsFor).
  const fields = query.fields.organizations;
  const tagsShown = !fields || fields.includes("tags") || query.include.includes("tags");
  // The tags' organizations_count only when the tags are included and it is asked for.
  const tagFields = query.fields[TAGS];
  const counts = query.include.includes("tags") && (tagFields === undefined || tagFields.includes("organizations_count"));
  // include=check: each row's last check comes with it (respond.ts withIncluded reads no more).
  // Tags without their counts come with the rows too; counted for a page, each distinct tag is
  // counted once by a statement of their own after the page (links.ts tagsOfOwners).
  const check = query.include.includes("check");
  const withRows = { check, tags: tagsShown && !counts ? { counts } : undefined };
  async function pageOf(): Promise<{ found: OrganizationRow[]; total?: number }> {
    const byIds = (ids: { id: number }[]) =>
      findOrganizations(
        db,
        tenantId,
        ids.map((r) => r.id),
        withRows,
      );
    if (inNameOrder(request)) {
      const { ids, total } = await nameOrderPage(request, wanted, ftsPlan, count);
      return { found: await byIds(ids), total };
    }
    const plain = statementsFor(request, ftsPlan);
    // One statement for the page's ids and their rows, unless the page walks circles (near.ts).
    const rows = plain.pageStatement ? organizationsOfPage(db, tenantId, plain.pageStatement, withRows) : plain.pageIdsOf().then(byIds);
    const [found, totals] = await Promise.all([rows, count ? plain.countOf() : Promise.resolve(undefined)]);
    return { found, total: totals?.[0]?.total };
  }
  const { found, total } = await pageOf();
  const hasNextPage = found.length > request.size;
  const rows = found.slice(0, request.size);
  const counted =
    tagsShown && counts
      ? await tagsOf(
          db,
          tenantId,
          rows.map((r) => r.organization.id),
          { counts },
        )
      : undefined;
  return {
    rows: counted ? rows.map((r) => ({ ...r, tags: counted.get(r.organization.id) ?? [] })) : rows,
    hasNextPage,
    total,
  };
}
