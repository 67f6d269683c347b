import type { AppLoadContext } from "@remix-run/cloudflare";
import { camelizeKeys } from "./case";
import { ApiError, orNull } from "./errors";

/** The kinds of upload the api knows (api/src/files/kinds.ts, docs/files.md). */
export type { FileKindName as FileKind } from "@contract/uploads";
import { type FileKindName as FileKind, type ImageLimit, imageLimitText } from "@contract/uploads";

export interface Upload {
  id: string;
  kind: FileKind;
  contentType: string;
  byteSize: number;
  /** The same-site path a record stores and a page links to: `/files/<tenant>/<kind>/<hash>.<ext>`. */
  url: string;
}

/** Why an upload was refused, for a field error in the visitor's language. */
export type UploadRefusal = "type" | "size" | "empty" | "dimensions";

/** What a refusal's message names for a kind: its size in kB and its largest image (docs/files.md). */
export const refusalValues = (rule: { maxBytes: number; image: ImageLimit | null }) => ({
  size: rule.maxBytes / 1024,
  ...(rule.image && imageLimitText(rule.image)),
});

export function uploadRefusal(error: unknown): UploadRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.errors[0]?.code;
  if (code === "file_type") return "type";
  if (code === "file_too_large" || error.status === 413) return "size";
  if (code === "file_empty") return "empty";
  if (code === "image_too_large") return "dimensions";
  return null;
}

/** Sends a file's bytes to the api, which checks them by content and stores them in R2. */
export async function uploadFile(context: AppLoadContext, kind: FileKind, file: File): Promise<Upload> {
  const response = await context.api.bytes("POST", "/api/v1/uploads", {
    query: { kind },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const document = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> } };
  return { id: document.data.id, ...camelizeKeys<Omit<Upload, "id">>(document.data.attributes) };
}

/** Discards an upload no record took up (a form that failed after the upload); errors are ignored. */
export async function discardUpload(context: AppLoadContext, upload: Upload): Promise<void> {
  try {
    await context.api.request("DELETE", `/api/v1/uploads/${upload.id}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/** A file of this site's tenant, as the api serves it; null when there is none. */
export async function fetchFile(context: AppLoadContext, kind: string, name: string): Promise<Response | null> {
  // Without the visitor's credentials: a file is public, and a rotated token would put a
  // session cookie on an answer that caches keep for a year.
  return orNull(context.api.anonymous().bytes("GET", `/api/v1/files/${encodeURIComponent(kind)}/${encodeURIComponent(name)}`));
}
