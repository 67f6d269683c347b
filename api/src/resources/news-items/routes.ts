import { Hono } from "hono";
import { givenColumns } from "../../db/given-columns";
import { listedContentCenter, newContentCenterId, requireContentManager } from "../../auth/content-keepers";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { requestNow } from "../../request-now";
import { bodyJson } from "../../rich-text/body-json";
import { checkImageUrl } from "../../files/image-url";
import { releaseFile } from "../../files/storage";
import { manageableNewsItem, visibleNewsItem } from "./access";
import { deleteNewsItem, findNewsItem, insertNewsItem, listNewsItems, updateNewsItem } from "./queries";
import { NEWS_ITEMS, NEWS_TYPES_IN, createAttributes, indexQuery, showQuery as showSpec, updateAttributes } from "./schema";
import { richTextWanted } from "../../jsonapi/sparse-fieldsets";
import { newsItemDocument, newsItemSerializer, newsItemUrl, toNewsItemResource } from "./serializer";
import { checkSlug, freeSlug } from "./slugs";

export { NEWS_ITEMS_PATH } from "./serializer";

const newsList = listQuery(indexQuery);
const newsQuery = showQuery(showSpec);
const visible = guard(visibleNewsItem);
const contentManager = guard(requireContentManager);
const ownItem = guard(manageableNewsItem);

// Published news is public (/nieuws, the feed, the home page); drafts and scheduled items only
// for the centre's staff and super admins.
export const newsItemRoutes = new Hono<AppEnv>()
  .get("/", newsList, async (c) => {
    const query = c.req.valid("query");
    const { centerId, keeper: everything } = await listedContentCenter(c, query.filter.volunteer_center_id_eq);
    const now = requestNow();
    const { rows, total } = await listNewsItems(c.var.db, c.var.tenantId, centerId, query, { everything, now });
    return sendList(
      c,
      newsItemSerializer,
      rows.map((row) => toNewsItemResource(row, now, richTextWanted(query.fields, NEWS_ITEMS, "body"))),
      query,
      { total, resourceUrl: newsItemUrl(c.req.url) },
    );
  })
  .get("/:id", newsQuery, visible, async (c) => sendDocument(c, await newsItemDocument(visible.of(c), requestNow(), c.req.valid("query"), c.req.url)))
  // A draft unless `published_at` is given (a time ahead schedules it).
  .post("/", contentManager, newsQuery, writeDocument(NEWS_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const centerId = await newContentCenterId(c, contentManager.of(c), attrs.volunteer_center_id);
    const body = bodyJson(attrs.body);
    const slug = attrs.slug ?? (await freeSlug(db, tenantId, centerId, attrs.title));
    await checkSlug(db, tenantId, centerId, slug);
    await checkImageUrl(c, "image_url", attrs.image_url);
    const id = await insertNewsItem(db, tenantId, centerId, {
      title: attrs.title,
      slug,
      summary: attrs.summary ?? "",
      body,
      publishedAt: attrs.published_at ?? null,
      pinned: attrs.pinned ?? false,
      imageUrl: attrs.image_url ?? null,
      imageAlt: attrs.image_alt ?? "",
    });
    const document = await newsItemDocument((await findNewsItem(db, tenantId, id))!, requestNow(), c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: newsItemUrl(c.req.url)({ id: String(id) }) });
  })
  .on(["PUT", "PATCH"], "/:id", ownItem, newsQuery, writeDocument(NEWS_TYPES_IN, updateAttributes), async (c) => {
    const item = ownItem.of(c);
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    if (attrs.slug !== undefined && attrs.slug !== item.slug) await checkSlug(db, tenantId, item.volunteerCenterId, attrs.slug, item.id);
    if (attrs.image_url !== item.imageUrl) await checkImageUrl(c, "image_url", attrs.image_url);
    await updateNewsItem(db, item, {
      ...givenColumns(attrs, {
        title: "title",
        slug: "slug",
        summary: "summary",
        published_at: "publishedAt",
        pinned: "pinned",
        image_url: "imageUrl",
        image_alt: "imageAlt",
      }),
      ...(attrs.body !== undefined && { body: bodyJson(attrs.body) }),
    });
    // A replaced or cleared image is released: an upload made for this item alone leaves R2.
    if (attrs.image_url !== undefined && attrs.image_url !== item.imageUrl) await releaseFile(db, c.env.FILES, tenantId, item.imageUrl);
    return sendDocument(c, await newsItemDocument((await findNewsItem(db, tenantId, item.id))!, requestNow(), c.req.valid("query"), c.req.url));
  })
  // Menu items that link to it go with it.
  .delete("/:id", ownItem, async (c) => {
    const item = ownItem.of(c);
    await deleteNewsItem(c.var.db, c.var.tenantId, item.id);
    await releaseFile(c.var.db, c.env.FILES, c.var.tenantId, item.imageUrl);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
