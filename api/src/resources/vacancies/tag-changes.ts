import type { BatchItem } from "drizzle-orm/batch";
import type { Organization } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { PointerFor } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { VACANCY_TAG_LINKS, addLinks, checkTagIds, replaceLinks, tagsOfOwners } from "../tags/links";

/**
 * The statements that apply `tag_ids` (replace) and `add_tag_ids` (add) to a vacancy, after
 * checking every tag is one of its organization's centre (422 on the attribute otherwise).
 */
export async function vacancyTagChanges(
  db: Database,
  tenantId: TenantId,
  organization: Organization,
  vacancyId: number,
  input: { tag_ids?: number[]; add_tag_ids?: number[] },
  pointer?: PointerFor,
): Promise<BatchItem<"sqlite">[]> {
  // An organization without a centre has no tags to choose from (0 matches no tag).
  const centerId = organization.volunteerCenterId ?? 0;
  const statements: BatchItem<"sqlite">[] = [];
  if (input.tag_ids !== undefined) {
    const ids = await checkTagIds(db, tenantId, input.tag_ids, {
      centerId,
      pointer,
    });
    statements.push(...replaceLinks(db, VACANCY_TAG_LINKS, tenantId, vacancyId, ids));
  }
  if (input.add_tag_ids !== undefined) {
    const ids = await checkTagIds(db, tenantId, input.add_tag_ids, {
      centerId,
      pointer,
      field: "add_tag_ids",
    });
    statements.push(...addLinks(db, VACANCY_TAG_LINKS, tenantId, vacancyId, ids));
  }
  return statements;
}

/** The tags of these vacancies, each vacancy's by name. */
export const tagsOfVacancies = (db: Database, tenantId: TenantId, vacancyIds: number[]) => tagsOfOwners(db, VACANCY_TAG_LINKS, tenantId, vacancyIds);
