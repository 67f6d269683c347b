import type { Camelized } from "@contract/case";
import type { StockImageAttributes } from "@contract/uploads";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { camelizeKeys } from "./case";
import type { ApiClient } from "./client";

// The platform's stock images (/content/stock-images, docs/files.md).

export type StockImage = Camelized<StockImageAttributes> & { id: string };

const STOCK = "/api/v1/stock_images";

export async function listStockImages(api: ApiClient): Promise<StockImage[]> {
  return (await api.get<StockImage[]>(STOCK)).data;
}

/** A super admin adds an image: its bytes, checked by content in the api, and both alt texts. */
export async function addStockImage(context: AppLoadContext, file: File, alt: { nl: string; en: string }): Promise<StockImage> {
  const response = await context.api.bytes("POST", STOCK, { query: { alt_nl: alt.nl, alt_en: alt.en }, body: new Uint8Array(await file.arrayBuffer()) });
  const document = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> } };
  return { id: document.data.id, ...camelizeKeys<Omit<StockImage, "id">>(document.data.attributes) };
}

export async function deleteStockImage(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${STOCK}/${id}`);
}
