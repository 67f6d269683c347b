// Uploads (docs/files.md): the kinds of file, the types each accepts (read from the content) and
// their size limits. The api enforces them; the web checks the size first for a quick field error.

export const UPLOADS = "uploads";

export type FileType = "png" | "jpeg" | "webp" | "pdf";

const KIB = 1024;
const MIB = 1024 * KIB;

export const FILE_KINDS = {
  // The site's logo in the header and footer.
  logo: { types: ["png", "jpeg", "webp"], maxBytes: 1 * MIB },
  // The browser tab's icon: small by nature.
  favicon: { types: ["png", "webp"], maxBytes: 256 * KIB },
  // A person's or an item's picture (contact person, later profiles and news).
  photo: { types: ["png", "jpeg", "webp"], maxBytes: 5 * MIB },
  // An attachment (later form file fields).
  document: { types: ["pdf"], maxBytes: 10 * MIB },
} as const satisfies Record<string, { types: readonly FileType[]; maxBytes: number }>;

export type FileKindName = keyof typeof FILE_KINDS;

/** Why the api refused an upload (`errors[].code`). */
export const UPLOAD_REFUSALS = { file_type: "type", file_too_large: "size", file_empty: "empty" } as const;
