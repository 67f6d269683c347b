import type { Context } from "hono";
import { slugify } from "@contract/pages";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { EMPTY_DOC } from "../../rich-text/types";
import { parseRichText } from "../../rich-text/validate";
import { contentCenterId, requireContentCenter, requireContentManager } from "../pages/access";
import { deleteNewsItem, findNewsItem, findNewsItemBySlug, insertNewsItem, updateNewsItem } from "./queries";
import { pathNewsItem, sendNewsItem } from "./respond";
import { checkImageUrl } from "../uploads/image-url";
import { releaseFile } from "../uploads/storage";
import { NEWS_TYPES_IN, createAttributes, showQuery, updateAttributes } from "./schema";

const checkQuery = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

async function readInput(c: Context<AppEnv>, id?: number) {
  const input = await readResourceDocument(c, NEWS_TYPES_IN, { create: id === undefined });
  if (id !== undefined && input.id !== undefined && input.id !== String(id))
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } });
  return input.attributes;
}

async function checkSlug(c: Context<AppEnv>, centerId: number, slug: string, id?: number) {
  if (slug === "") throw fieldError("slug", "The title gives no slug; choose one.", "blank");
  const other = await findNewsItemBySlug(c.var.db, c.var.tenantId, centerId, slug);
  if (other && other.id !== id) throw fieldError("slug", "Another news item of this centre has this address.", "taken");
}

async function freeSlug(c: Context<AppEnv>, centerId: number, title: string) {
  const base = slugify(title);
  if (base === "") return base;
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await findNewsItemBySlug(c.var.db, c.var.tenantId, centerId, slug))) return slug;
  }
  return base;
}

const checkImage = (c: Context<AppEnv>, url: string | null | undefined) => checkImageUrl(c, "image_url", url);

const bodyJson = (value: unknown) => JSON.stringify(value === undefined || value === null ? EMPTY_DOC : parseRichText("body", value));

/** POST /news_items: a draft unless `published_at` is given (a time ahead schedules it). */
export async function createNewsItem(c: Context<AppEnv>) {
  const actor = await requireContentManager(c);
  checkQuery(c);
  const attrs = parseValues(createAttributes, await readInput(c));
  const centerId = await contentCenterId(c, attrs.volunteer_center_id);
  requireContentCenter(actor, centerId, "/data/attributes/volunteer_center_id");
  const body = bodyJson(attrs.body);
  const slug = attrs.slug ?? (await freeSlug(c, centerId, attrs.title));
  await checkSlug(c, centerId, slug);
  await checkImage(c, attrs.image_url);
  const id = await insertNewsItem(c.var.db, c.var.tenantId, centerId, {
    title: attrs.title,
    slug,
    summary: attrs.summary ?? "",
    body,
    publishedAt: attrs.published_at ?? null,
    pinned: attrs.pinned ?? false,
    imageUrl: attrs.image_url ?? null,
    imageAlt: attrs.image_alt ?? "",
  });
  return sendNewsItem(c, (await findNewsItem(c.var.db, c.var.tenantId, id))!, 201);
}

async function manageableNewsItem(c: Context<AppEnv>) {
  requireUser(c);
  const item = await pathNewsItem(c);
  requireContentCenter(await requireContentManager(c), item.volunteerCenterId);
  return item;
}

/** PUT/PATCH /news_items/:id. */
export async function updateNewsItemRoute(c: Context<AppEnv>) {
  const item = await manageableNewsItem(c);
  checkQuery(c);
  const attrs = parseValues(updateAttributes, await readInput(c, item.id));
  if (attrs.slug !== undefined && attrs.slug !== item.slug) await checkSlug(c, item.volunteerCenterId, attrs.slug, item.id);
  if (attrs.image_url !== item.imageUrl) await checkImage(c, attrs.image_url);
  await updateNewsItem(c.var.db, item, {
    ...(attrs.title !== undefined && { title: attrs.title }),
    ...(attrs.slug !== undefined && { slug: attrs.slug }),
    ...(attrs.summary !== undefined && { summary: attrs.summary }),
    ...(attrs.body !== undefined && { body: bodyJson(attrs.body) }),
    ...(attrs.published_at !== undefined && { publishedAt: attrs.published_at }),
    ...(attrs.pinned !== undefined && { pinned: attrs.pinned }),
    ...(attrs.image_url !== undefined && { imageUrl: attrs.image_url }),
    ...(attrs.image_alt !== undefined && { imageAlt: attrs.image_alt }),
  });
  // A replaced or cleared image is released: an upload made for this item alone leaves R2.
  if (attrs.image_url !== undefined && attrs.image_url !== item.imageUrl) await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, item.imageUrl);
  return sendNewsItem(c, (await findNewsItem(c.var.db, c.var.tenantId, item.id))!);
}

/** DELETE /news_items/:id (menu items that link to it go with it). */
export async function deleteNewsItemRoute(c: Context<AppEnv>) {
  const item = await manageableNewsItem(c);
  await deleteNewsItem(c.var.db, c.var.tenantId, item.id);
  await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, item.imageUrl);
  return c.body(null, 204);
}
