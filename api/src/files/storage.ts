import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type StoredFile, files } from "../db/files-schema";
import type { TenantId } from "../tenancy";
import { CONTENT_TYPES, EXTENSIONS, type FileKindName, type FileType } from "./kinds";
import { isReferenced } from "./references";
import { findInTenant, findInTenantWhere } from "../db/find-in-tenant";

/** The public path of a file: the web worker serves `/files/<key>` (docs/files.md). */
export const FILES_URL_PREFIX = "/files/";
export const fileUrl = (key: string) => `${FILES_URL_PREFIX}${key}`;

const KEY_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|pdf)$/;

/** The R2 key a URL of this tenant names, or null when it is not one of the tenant's files. */
export function keyOfUrl(tenantId: TenantId, url: string | null | undefined) {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  const [tenant, kind, name, ...rest] = key.split("/");
  return tenant === tenantId && kind && KEY_NAME.test(name ?? "") && !rest.length ? key : null;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Puts checked bytes into R2 under the tenant's prefix and records them. The same bytes of the
 * same kind are one object and one row: a second upload answers the existing file.
 */
export async function storeFile(
  db: Database,
  bucket: R2Bucket,
  input: {
    tenantId: TenantId;
    kind: FileKindName;
    type: FileType;
    bytes: Uint8Array<ArrayBuffer>;
    /** null: a visitor who is not signed in (a form's file). */
    userId: number | null;
  },
): Promise<StoredFile> {
  const sha256 = await sha256Hex(input.bytes);
  const key = `${input.tenantId}/${input.kind}/${sha256}.${EXTENSIONS[input.type]}`;
  const contentType = CONTENT_TYPES[input.type];
  // The object first: a row must never name bytes that are not there.
  await bucket.put(key, input.bytes, {
    httpMetadata: { contentType },
    sha256,
  });
  await db
    .insert(files)
    .values({
      tenantId: input.tenantId,
      kind: input.kind,
      key,
      contentType,
      byteSize: input.bytes.byteLength,
      sha256,
      uploadedBy: input.userId,
    })
    .onConflictDoNothing()
    .run();
  return (await findFileByKey(db, input.tenantId, key))!;
}

export function findFileByKey(db: Database, tenantId: TenantId, key: string) {
  return findInTenantWhere(db, files, tenantId, eq(files.key, key));
}

export function findFile(db: Database, tenantId: TenantId, id: number) {
  return findInTenant(db, files, tenantId, id);
}

/**
 * Deletes a file that no record refers to any more (row and R2 object); call it with the old
 * URL after a write that replaced or cleared it. Returns whether it was deleted: a URL that is
 * not one of the tenant's files, or one still in use elsewhere, is left alone.
 */
export async function releaseFile(db: Database, bucket: R2Bucket, tenantId: TenantId, url: string | null | undefined): Promise<boolean> {
  const key = keyOfUrl(tenantId, url);
  if (key === null || (await isReferenced(db, tenantId, fileUrl(key)))) return false;
  // The row first: without it the file is unknown to the api, and an orphaned object is
  // harmless, where a row without its object would be a broken image.
  await db
    .delete(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.key, key)))
    .run();
  await bucket.delete(key);
  return true;
}
