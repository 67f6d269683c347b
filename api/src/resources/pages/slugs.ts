import { isReservedSlug, slugify } from "@contract/pages";
import type { Database } from "../../db/client";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findPageBySlug } from "./queries";

/** A slug a page may take: not a route of the site, not another page's of the centre. */
export async function checkSlug(db: Database, tenantId: TenantId, centerId: number, slug: string, pageId?: number) {
  if (slug === "") throw fieldError("slug", "The title gives no slug; choose one.", "blank");
  if (isReservedSlug(slug)) throw fieldError("slug", `"${slug}" is an address of the site itself; choose another.`, "reserved");
  const other = await findPageBySlug(db, tenantId, centerId, slug);
  if (other && other.id !== pageId) throw fieldError("slug", "Another page of this centre has this address.", "taken");
}

/** A slug made from the title, with -2, -3 ... when the centre already has it. */
export async function freeSlug(db: Database, tenantId: TenantId, centerId: number, title: string) {
  const base = slugify(title);
  if (base === "" || isReservedSlug(base)) return base;
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await findPageBySlug(db, tenantId, centerId, slug))) return slug;
  }
  return base;
}
