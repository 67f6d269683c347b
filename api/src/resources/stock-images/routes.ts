import { listQuery } from "../../jsonapi/list-query";
import { STOCK_ALT_MAX, STOCK_IMAGE, STOCK_IMAGE_ATTRIBUTES, STOCK_IMAGES, type StockImageAttributes } from "@contract/uploads";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../../auth/authenticate";
import type { StockImage } from "../../db/files-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError, badRequest, notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { loadActor } from "../../auth/actor";
import { sniffType } from "../uploads/kinds";
import { checkImageSize, readCappedBody } from "../uploads/read-body";
import { findStockImage, listStockImages, removeStockImage, stockUrl, storeStockImage } from "./storage";

export const STOCK_IMAGES_PATH = "/api/v1/stock_images";

type StockImageResource = StockImageAttributes & { id: string };
const serializer = new Serializer<StockImageResource>(STOCK_IMAGES);
const toResource = (row: StockImage): StockImageResource => ({
  id: String(row.id),
  url: stockUrl(row.key),
  alt_nl: row.altNl,
  alt_en: row.altEn,
  content_type: row.contentType,
  byte_size: row.byteSize,
  created_at: row.createdAt,
});

const listSpec = { fields: { [STOCK_IMAGES]: STOCK_IMAGE_ATTRIBUTES } } as const satisfies QuerySpec;
const resourceUrl = (c: Context) => (r: { id: string }) => new URL(`${STOCK_IMAGES_PATH}/${r.id}`, c.req.url).href;
const alt = z.string().trim().min(1).max(STOCK_ALT_MAX);

/** The alternative texts from the query: 400 for an unknown parameter, 422 for a bad text. */
function readAlts(c: Context) {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((key) => key !== "alt_nl" && key !== "alt_en");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  const read = (name: "alt_nl" | "alt_en") => {
    const result = alt.safeParse(params.get(name) ?? "");
    if (!result.success)
      throw new JsonApiError({
        status: 422,
        title: "Invalid parameter",
        detail: `${name} must be 1 to ${STOCK_ALT_MAX} characters.`,
        code: "invalid",
        source: { parameter: name },
      });
    return result.data;
  };
  return { altNl: read("alt_nl"), altEn: read("alt_en") };
}

/** Adding and removing stock images is for super admins: they are offered to every centre. */
async function requireSuperAdmin(c: Context<AppEnv>) {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin) throw forbidden("Only super admins may change the stock images.");
  return actor;
}

/** GET /stock_images: every stock image, newest first (public: they are on public news pages). */
const imageList = listQuery(listSpec);
async function listRoute(c: Context<AppEnv>) {
  const query = imageList.of(c);
  const rows = await listStockImages(c.var.db);
  const document = await serializeDocument(serializer, rows.map(toResource), {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: resourceUrl(c),
    meta: { total: rows.length },
  });
  return sendDocument(c, document);
}

/**
 * POST /stock_images?alt_nl=…&alt_en=…: the body is the image's bytes (PNG, JPEG or WebP, read
 * from the content, at most 2 MiB), the parameters its alternative text in both languages.
 */
async function createRoute(c: Context<AppEnv>) {
  await requireSuperAdmin(c);
  const { altNl, altEn } = readAlts(c);
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
  const row = await storeStockImage(c.var.db, c.env.FILES, { type, bytes, altNl, altEn });
  const resource = toResource(row);
  const document = await serializeDocument(serializer, resource, { include: [], fields: {}, selfUrl: c.req.url, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, 201, { Location: resourceUrl(c)(resource) });
}

/** DELETE /stock_images/:id: gone from the platform; news items that showed it lose the image. */
async function deleteRoute(c: Context<AppEnv>) {
  await requireSuperAdmin(c);
  const id = parseIntegerId(c.req.param("id") ?? "");
  const row = id === undefined ? undefined : await findStockImage(c.var.db, id);
  if (row === undefined) throw notFound(`There is no stock image ${c.req.param("id")}.`);
  await removeStockImage(c.var.db, c.env.FILES, row);
  return c.body(null, 204);
}

export const stockImageRoutes = new Hono<AppEnv>()
  .get("/", imageList, listRoute)
  .post("/", createRoute)
  .delete("/:id", deleteRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["DELETE"]));
