import { STOCK_IMAGES, type StockImageAttributes } from "@contract/uploads";
import type { StockImage } from "../../db/files-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { stockUrl } from "./storage";
import { resourceUrlOf } from "../../jsonapi/serialize";

export const STOCK_IMAGES_PATH = "/api/v1/stock_images";

export type StockImageResource = StockImageAttributes & { id: string };

export const stockImageSerializer = new Serializer<StockImageResource>(STOCK_IMAGES);

export const toStockImageResource = (row: StockImage): StockImageResource => ({
  id: String(row.id),
  url: stockUrl(row.key),
  alt_nl: row.altNl,
  alt_en: row.altEn,
  content_type: row.contentType,
  byte_size: row.byteSize,
  created_at: row.createdAt,
});

export const stockImageUrl = resourceUrlOf(STOCK_IMAGES_PATH);
