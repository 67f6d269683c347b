import type { Context } from "hono";
import { isReservedSlug, slugify } from "@contract/pages";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { EMPTY_DOC } from "../../rich-text/types";
import { parseRichText } from "../../rich-text/validate";
import { contentCenterId, requireContentCenter, requireContentManager } from "./access";
import { deletePage, findPage, findPageBySlug, insertPage, updatePage } from "./queries";
import { pathPage, sendPage } from "./respond";
import { PAGE_TYPES_IN, createAttributes, showQuery, updateAttributes } from "./schema";

const checkQuery = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

async function readInput(c: Context<AppEnv>, id?: number) {
  const input = await readResourceDocument(c, PAGE_TYPES_IN, { create: id === undefined });
  if (id !== undefined && input.id !== undefined && input.id !== String(id))
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } });
  return input.attributes;
}

/** A slug a page may take: not a route of the site, not another page's of the centre. */
async function checkSlug(c: Context<AppEnv>, centerId: number, slug: string, pageId?: number) {
  if (slug === "") throw fieldError("slug", "The title gives no slug; choose one.", "blank");
  if (isReservedSlug(slug)) throw fieldError("slug", `"${slug}" is an address of the site itself; choose another.`, "reserved");
  const other = await findPageBySlug(c.var.db, c.var.tenantId, centerId, slug);
  if (other && other.id !== pageId) throw fieldError("slug", "Another page of this centre has this address.", "taken");
}

/** A slug made from the title, with -2, -3 ... when the centre already has it. */
async function freeSlug(c: Context<AppEnv>, centerId: number, title: string) {
  const base = slugify(title);
  if (base === "" || isReservedSlug(base)) return base;
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await findPageBySlug(c.var.db, c.var.tenantId, centerId, slug))) return slug;
  }
  return base;
}

const bodyJson = (value: unknown) => JSON.stringify(value === undefined || value === null ? EMPTY_DOC : parseRichText("body", value));

/** POST /pages: in the request's centre unless `volunteer_center_id` names another one. */
export async function createPage(c: Context<AppEnv>) {
  const actor = await requireContentManager(c);
  checkQuery(c);
  const attrs = parseValues(createAttributes, await readInput(c));
  const centerId = await contentCenterId(c, attrs.volunteer_center_id);
  requireContentCenter(actor, centerId, "/data/attributes/volunteer_center_id");
  const body = bodyJson(attrs.body);
  const slug = attrs.slug ?? (await freeSlug(c, centerId, attrs.title));
  await checkSlug(c, centerId, slug);
  const id = await insertPage(c.var.db, c.var.tenantId, centerId, { title: attrs.title, slug, status: attrs.status ?? "draft", body });
  return sendPage(c, (await findPage(c.var.db, c.var.tenantId, id))!, 201);
}

/** The page of the path, for a write: 401, 404 (also another tenant's), then 403. */
async function manageablePage(c: Context<AppEnv>) {
  requireUser(c);
  const page = await pathPage(c);
  requireContentCenter(await requireContentManager(c), page.volunteerCenterId);
  return page;
}

/** PUT/PATCH /pages/:id: a changed slug keeps the old one as a redirect. */
export async function updatePageRoute(c: Context<AppEnv>) {
  const page = await manageablePage(c);
  checkQuery(c);
  const attrs = parseValues(updateAttributes, await readInput(c, page.id));
  if (attrs.slug !== undefined && attrs.slug !== page.slug) await checkSlug(c, page.volunteerCenterId, attrs.slug, page.id);
  await updatePage(c.var.db, page, {
    ...(attrs.title !== undefined && { title: attrs.title }),
    ...(attrs.slug !== undefined && { slug: attrs.slug }),
    ...(attrs.status !== undefined && { status: attrs.status }),
    ...(attrs.body !== undefined && { body: bodyJson(attrs.body) }),
  });
  return sendPage(c, (await findPage(c.var.db, c.var.tenantId, page.id))!);
}

/** DELETE /pages/:id: a centre's own pages only; the two statements every centre has stay. */
export async function deletePageRoute(c: Context<AppEnv>) {
  const page = await manageablePage(c);
  if (page.kind !== "custom")
    throw new JsonApiError({
      status: 422,
      title: "Not deletable",
      detail: "The accessibility and privacy statements can be edited, not deleted.",
      code: "required_page",
    });
  await deletePage(c.var.db, c.var.tenantId, page.id);
  return c.body(null, 204);
}
