import type { Camelized } from "@contract/case";
import type { LibraryFileAttributes } from "@contract/uploads";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "./client";

// The centre's file library (/content/file-upload, docs/files.md).

export type LibraryFile = Camelized<LibraryFileAttributes> & { id: string };

const LIBRARY = "/api/v1/library_files";

export async function listLibraryFiles(api: ApiClient) {
  const { data, meta } = await api.get<LibraryFile[]>(LIBRARY);
  return { files: data, quotaBytes: Number(meta.quota_bytes ?? 0), usedBytes: Number(meta.used_bytes ?? 0) };
}

/** Puts an upload of kind `content` into the library under its name. */
export async function addLibraryFile(context: AppLoadContext, url: string, name: string) {
  return (await context.api.write<LibraryFile>("POST", LIBRARY, "library_files", { url, name })).data;
}

export async function deleteLibraryFile(context: AppLoadContext, id: string) {
  await context.api.request("DELETE", `${LIBRARY}/${id}`);
}
