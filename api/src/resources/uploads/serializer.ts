import type { StoredFile } from "../../db/files-schema";
import { Serializer } from "../../jsonapi/ts-japi";
import { fileUrl } from "../../files/storage";
import { resourceUrlOf } from "../../jsonapi/serialize";

export const UPLOADS = "uploads";
export const UPLOADS_PATH = "/api/v1/uploads";
export const FILES_PATH = "/api/v1/files";

export interface UploadResource {
  id: string;
  kind: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  /** Same-site path the web worker serves the file at; what a record stores. */
  url: string;
  created_at: string;
}

export const toUploadResource = (file: StoredFile): UploadResource => ({
  id: String(file.id),
  kind: file.kind,
  content_type: file.contentType,
  byte_size: file.byteSize,
  sha256: file.sha256,
  url: fileUrl(file.key),
  created_at: file.createdAt,
});

export const uploadSerializer = new Serializer<UploadResource>(UPLOADS);

/** The link of each upload, from the request's origin. */
export const uploadUrl = resourceUrlOf(UPLOADS_PATH);
