import { givenColumns } from "../../db/given-columns";
import { Hono } from "hono";
import { listedContentCenter, newContentCenterId, requireContentManager } from "../../auth/content-keepers";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { bodyJson } from "../../rich-text/body-json";
import { manageablePage, visiblePage } from "./access";
import { deletePage, findMovedPage, findPage, insertPage, listPages, updatePage } from "./queries";
import { PAGES, PAGE_TYPES_IN, createAttributes, indexQuery, showQuery as showSpec, updateAttributes } from "./schema";
import { richTextWanted } from "../../jsonapi/sparse-fieldsets";
import { pageDocument, pageSerializer, pageUrl, toPageResource } from "./serializer";
import { checkSlug, freeSlug } from "./slugs";

export { PAGES_PATH } from "./serializer";

const pageList = listQuery(indexQuery);
const pageQuery = showQuery(showSpec);
const visible = guard(visiblePage);
const contentManager = guard(requireContentManager);
const ownPage = guard(manageablePage);

// Published pages are public (/{slug}); drafts only for their centre's staff and super admins.
export const pageRoutes = new Hono<AppEnv>()
  .get("/", pageList, async (c) => {
    const query = c.req.valid("query");
    const { db, tenantId } = c.var;
    const { centerId, keeper: drafts } = await listedContentCenter(c, query.filter.volunteer_center_id_eq);
    const { rows, total } = await listPages(db, tenantId, centerId, query, { drafts });
    // An old slug: the page's address now, so /{old} can answer with a permanent redirect.
    const slug = query.filter.slug_eq;
    const moved = slug !== undefined && total === 0 ? (await findMovedPage(db, tenantId, centerId, slug))?.page : undefined;
    const movedTo = moved && (drafts || moved.status === "published") ? moved.slug : null;
    const render = richTextWanted(query.fields, PAGES, "body");
    return sendList(
      c,
      pageSerializer,
      rows.map((row) => toPageResource(row, render)),
      query,
      {
        total,
        resourceUrl: pageUrl(c.req.url),
        meta: { ...(slug !== undefined && { moved_to: movedTo }) },
      },
    );
  })
  .get("/:id", pageQuery, visible, async (c) => sendDocument(c, await pageDocument(visible.of(c), c.req.valid("query"), c.req.url)))
  // In the request's centre unless `volunteer_center_id` names another one.
  .post("/", contentManager, pageQuery, writeDocument(PAGE_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const centerId = await newContentCenterId(c, contentManager.of(c), attrs.volunteer_center_id);
    const body = bodyJson(attrs.body);
    const slug = attrs.slug ?? (await freeSlug(db, tenantId, centerId, attrs.title));
    await checkSlug(db, tenantId, centerId, slug);
    const id = await insertPage(db, tenantId, centerId, { title: attrs.title, slug, status: attrs.status ?? "draft", body });
    const document = await pageDocument((await findPage(db, tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: pageUrl(c.req.url)({ id: String(id) }) });
  })
  // A changed slug keeps the old one as a redirect.
  .on(["PUT", "PATCH"], "/:id", ownPage, pageQuery, writeDocument(PAGE_TYPES_IN, updateAttributes), async (c) => {
    const page = ownPage.of(c);
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    if (attrs.slug !== undefined && attrs.slug !== page.slug) await checkSlug(db, tenantId, page.volunteerCenterId, attrs.slug, page.id);
    await updatePage(db, page, {
      ...givenColumns(attrs, { title: "title", slug: "slug", status: "status" }),
      ...(attrs.body !== undefined && { body: bodyJson(attrs.body) }),
    });
    return sendDocument(c, await pageDocument((await findPage(db, tenantId, page.id))!, c.req.valid("query"), c.req.url));
  })
  // A centre's own pages only; the two statements every centre has stay.
  .delete("/:id", ownPage, async (c) => {
    const page = ownPage.of(c);
    if (page.kind !== "custom")
      throw new JsonApiError({
        status: 422,
        title: "Not deletable",
        detail: "The accessibility and privacy statements can be edited, not deleted.",
        code: "required_page",
      });
    await deletePage(c.var.db, c.var.tenantId, page.id);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
