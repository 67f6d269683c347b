import { STOCK_URL_PREFIX } from "@contract/uploads";
import { desc, eq } from "drizzle-orm";
import { type Database, createDb } from "../../db/client";
import { bindingNamed, everyDatabaseName, SHARED_DATABASE } from "../../db/tenant-databases";
import type { ApiEnv } from "../../env";
import { type StockImage, stockImages } from "../../db/files-schema";
import { newsItems } from "../../db/content-schema";
import { CONTENT_TYPES, EXTENSIONS, type FileType } from "../../files/kinds";

// Stock images are the platform's, not a tenant's: R2 keys under `stock/image/`, no tenant_id.
export const STOCK_KEY_PREFIX = "stock/image/";
export const stockUrl = (key: string) => `${STOCK_URL_PREFIX}${key.slice(STOCK_KEY_PREFIX.length)}`;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const listStockImages = (db: Database) => db.select().from(stockImages).orderBy(desc(stockImages.createdAt), desc(stockImages.id)).all();

export const findStockImage = (db: Database, id: number) => db.select().from(stockImages).where(eq(stockImages.id, id)).get();

export const findStockImageByKey = (db: Database, key: string) => db.select().from(stockImages).where(eq(stockImages.key, key)).get();

/** Whether a URL is one of the stock images (what a news item may show besides its own files). */
export async function isStockImageUrl(db: Database, url: string): Promise<boolean> {
  if (!url.startsWith(STOCK_URL_PREFIX)) return false;
  return (await findStockImageByKey(db, `${STOCK_KEY_PREFIX}${url.slice(STOCK_URL_PREFIX.length)}`)) !== undefined;
}

/** The bytes into R2 and a row; the same bytes again answer the stock image there is. */
export async function storeStockImage(
  db: Database,
  bucket: R2Bucket,
  input: { type: FileType; bytes: Uint8Array<ArrayBuffer>; altNl: string; altEn: string },
): Promise<StockImage> {
  const sha256 = await sha256Hex(input.bytes);
  const key = `${STOCK_KEY_PREFIX}${sha256}.${EXTENSIONS[input.type]}`;
  const contentType = CONTENT_TYPES[input.type];
  await bucket.put(key, input.bytes, { httpMetadata: { contentType }, sha256 });
  await db
    .insert(stockImages)
    .values({ key, altNl: input.altNl, altEn: input.altEn, contentType, byteSize: input.bytes.byteLength })
    .onConflictDoNothing()
    .run();
  return (await findStockImageByKey(db, key))!;
}

/**
 * Removes a stock image from the platform: news items of every tenant, in every database, that
 * showed it lose their image (they stay published), then the row (in the shared database, where
 * the stock images are: platformDb) and the R2 object go.
 */
export async function removeStockImage(env: ApiEnv, image: StockImage) {
  // The shared database last: its batch takes the row, so a failure before it leaves the image whole.
  for (const name of everyDatabaseName(env).reverse()) {
    const db = createDb(bindingNamed(env, name));
    const clear = db
      .update(newsItems)
      .set({ imageUrl: null, imageAlt: "" })
      .where(eq(newsItems.imageUrl, stockUrl(image.key)));
    if (name === SHARED_DATABASE) await db.batch([clear, db.delete(stockImages).where(eq(stockImages.id, image.id))]);
    else await clear.run();
  }
  await env.FILES.delete(image.key);
}
