import type { Context } from "hono";
import { platformDb } from "../db/client";
import type { AppEnv } from "../env";
import { fieldError } from "../jsonapi/validation";
import { isStockImageUrl } from "../resources/stock-images/storage";
import { findFileByKey, keyOfUrl } from "./storage";

/**
 * A record's image that is a file of this site (`/files/...`) must be one of the tenant's images
 * (an upload of kind photo or content) or a stock image: 422 on `field` otherwise, so a foreign or
 * made-up file URL is never stored. `external`: whether a web address (https://) may stand too.
 */
export async function checkImageUrl(c: Context<AppEnv>, field: string, url: string | null | undefined, { external = false } = {}) {
  if (url === null || url === undefined) return;
  if (external && /^https?:\/\//i.test(url)) return;
  if (await isStockImageUrl(platformDb(c), url)) return;
  const key = keyOfUrl(c.var.tenantId, url);
  const file = key === null ? undefined : await findFileByKey(c.var.db, c.var.tenantId, key);
  if (file === undefined || !["photo", "content"].includes(file.kind) || !file.contentType.startsWith("image/"))
    throw fieldError(field, `${field} must be one of the centre's images or a stock image.`, "invalid");
}
