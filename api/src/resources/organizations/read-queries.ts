import { and, eq } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import { organizationAddresses, organizationProfiles } from "../../db/organizations-schema";
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

/** Organizations with their profile and address (null when absent). Run with .all()/.get(). */
function selectWithRelations(db: Database, tenantId: TenantId) {
  return db
    .select({
      organization: organizations,
      profile: organizationProfiles,
      address: organizationAddresses,
    })
    .from(organizations)
    .leftJoin(organizationProfiles, and(eq(organizationProfiles.organizationId, organizations.id), eq(organizationProfiles.tenantId, tenantId)))
    .leftJoin(organizationAddresses, and(eq(organizationAddresses.organizationId, organizations.id), eq(organizationAddresses.tenantId, tenantId)));
}

/** The tenant's organization with this id, whatever its status; undefined when there is none. */
export async function findOrganization(db: Database, tenantId: TenantId, id: number): Promise<OrganizationRow | undefined> {
  // The row and its tags side by side: both need only the id.
  const [row, tags] = await Promise.all([
    selectWithRelations(db, tenantId)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
      .get(),
    tagsOf(db, tenantId, [id]),
  ]);
  if (row === undefined) return undefined;
  return { ...row, tags: tags.get(id) ?? [] };
}

/** A trigram needs three characters; a shorter name part is matched by LIKE alone. */
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
  async function pageOf(): Promise<{ ids: { id: number }[]; total?: number }> {
    if (inNameOrder(request)) return nameOrderPage(request, wanted, ftsPlan, count);
    const plain = statementsFor(request, ftsPlan);
    const [ids, totals] = await Promise.all([plain.pageIdsOf(), count ? plain.countOf() : Promise.resolve(undefined)]);
    return { ids, total: totals?.[0]?.total };
  }
  const { ids, total } = await pageOf();
  const hasNextPage = ids.length > request.size;
  const pageIds = ids.slice(0, request.size).map((r) => r.id);
  // The tags' organizations_count only when the tags are included and it is asked for.
  const tagFields = query.fields[TAGS];
  const counts = query.include.includes("tags") && (tagFields === undefined || tagFields.includes("organizations_count"));
  // The page's rows and their tags side by side: both need only the page's ids.
  const [found, tags] = await Promise.all([
    pageIds.length === 0
      ? []
      : selectWithRelations(db, tenantId)
          .where(and(eq(organizations.tenantId, tenantId), inIdList(organizations.id, pageIds)))
          .all(),
    tagsOf(db, tenantId, pageIds, { counts }),
  ]);
  const byId = new Map(found.map((r) => [r.organization.id, r]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return {
    rows: rows.map((r) => ({ ...r, tags: tags.get(r.organization.id) ?? [] })),
    hasNextPage,
    total,
  };
}
