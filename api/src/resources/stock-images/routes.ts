import { STOCK_IMAGE } from "@contract/uploads";
import { Hono } from "hono";
import { platformDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { guard, pathId } from "../../jsonapi/request-input";
import { documentOf, serializeDocument } from "../../jsonapi/serialize";
import { sniffType } from "../../files/kinds";
import { checkImageSize, readCappedBody } from "../../files/read-body";
import { requireSuperAdmin } from "./access";
import { altsQuery, indexQuery } from "./schema";
import { stockImageSerializer, stockImageUrl, toStockImageResource } from "./serializer";
import { findStockImage, listStockImages, removeStockImage, storeStockImage } from "./storage";

export { STOCK_IMAGES_PATH } from "./serializer";

const imageList = listQuery(indexQuery);
const imageDocument = documentOf(stockImageSerializer, toStockImageResource, stockImageUrl);
const superAdmin = guard(requireSuperAdmin);
const missing = (raw: string) => notFound(`There is no stock image ${raw}.`);

export const stockImageRoutes = new Hono<AppEnv>()
  // Every stock image, newest first (public: they are on public news pages).
  .get("/", imageList, async (c) => {
    const query = c.req.valid("query");
    const rows = await listStockImages(platformDb(c));
    const document = await serializeDocument(stockImageSerializer, rows.map(toStockImageResource), {
      ...query,
      selfUrl: c.req.url,
      resourceUrl: stockImageUrl(c.req.url),
      meta: { total: rows.length },
    });
    return sendDocument(c, document);
  })
  // The body is the image's bytes (PNG, JPEG or WebP, read from the content, at most 2 MiB), the
  // query its alternative text in both languages.
  .post("/", superAdmin, altsQuery, async (c) => {
    const { altNl, altEn } = c.req.valid("query");
    const bytes = await readCappedBody(c.req.raw, STOCK_IMAGE.maxBytes);
    const type = sniffType(bytes);
    if (type === null || !(STOCK_IMAGE.types as readonly string[]).includes(type))
      throw new JsonApiError({
        status: 422,
        title: "File refused",
        detail: "A stock image must be PNG, JPEG or WebP; the content is not.",
        code: bytes.byteLength ? "file_type" : "file_empty",
      });
    checkImageSize(bytes, type, STOCK_IMAGE.image, "stock image");
    const row = await storeStockImage(platformDb(c), c.env.FILES, { type, bytes, altNl, altEn });
    const document = await imageDocument(row, { include: [], fields: {} }, c.req.url);
    return sendDocument(c, document, 201, { Location: stockImageUrl(c.req.url)({ id: String(row.id) }) });
  })
  // Gone from the platform; news items that showed it lose the image.
  .delete("/:id", superAdmin, pathId(missing), async (c) => {
    const row = await findStockImage(platformDb(c), c.req.valid("param").id);
    if (row === undefined) throw missing(c.req.param("id"));
    await removeStockImage(c.env, row);
    return c.body(null, 204);
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));
