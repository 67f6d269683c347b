import { LIBRARY_FILES, type LibraryFileAttributes } from "@contract/uploads";
import type { LibraryFile } from "../../db/files-schema";
import { Serializer } from "../../jsonapi/ts-japi";

export type LibraryFileResource = LibraryFileAttributes & { id: string };

export const toLibraryFileResource = (row: LibraryFile): LibraryFileResource => ({
  id: String(row.id),
  name: row.name,
  url: row.url,
  content_type: row.contentType,
  byte_size: row.byteSize,
  volunteer_center_id: String(row.volunteerCenterId),
  created_at: row.createdAt,
});

export const libraryFileSerializer = new Serializer<LibraryFileResource>(LIBRARY_FILES);
