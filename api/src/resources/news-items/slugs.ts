import { slugify } from "@contract/pages";
import type { Database } from "../../db/client";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findNewsItemBySlug } from "./queries";

/** A slug a news item may take: not another item's of the centre. */
export async function checkSlug(db: Database, tenantId: TenantId, centerId: number, slug: string, id?: number) {
  if (slug === "") throw fieldError("slug", "The title gives no slug; choose one.", "blank");
  const other = await findNewsItemBySlug(db, tenantId, centerId, slug);
  if (other && other.id !== id) throw fieldError("slug", "Another news item of this centre has this address.", "taken");
}

/** A slug made from the title, with -2, -3 ... when the centre already has it. */
export async function freeSlug(db: Database, tenantId: TenantId, centerId: number, title: string) {
  const base = slugify(title);
  if (base === "") return base;
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await findNewsItemBySlug(db, tenantId, centerId, slug))) return slug;
  }
  return base;
}
