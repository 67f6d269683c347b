// Uploads (docs/files.md): the kinds of file, the types each accepts (read from the content) and
// their size limits. The api enforces them; the web checks the size first for a quick field error.

export const UPLOADS = "uploads";

export type FileType = "png" | "jpeg" | "webp" | "pdf";

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * The largest image a kind takes by its decoded size, read from the file's header before it is
 * stored (docs/files.md, "Image size"): a file of a few kilobytes can decode to gigabytes of
 * pixels in a visitor's browser. Width and height each, and their product.
 */
export interface ImageLimit {
  maxWidth: number;
  maxHeight: number;
  maxPixels: number;
}

const MEGAPIXEL = 1_000_000;
const image = (side: number, megapixels: number): ImageLimit => ({ maxWidth: side, maxHeight: side, maxPixels: megapixels * MEGAPIXEL });

export const FILE_KINDS = {
  // The site's logo in the header and footer.
  logo: { types: ["png", "jpeg", "webp"], maxBytes: 1 * MIB, image: image(4000, 8) },
  // The browser tab's icon: small by nature.
  favicon: { types: ["png", "webp"], maxBytes: 256 * KIB, image: image(1024, 1) },
  // A person's or an item's picture (contact person, later profiles and news).
  photo: { types: ["png", "jpeg", "webp"], maxBytes: 5 * MIB, image: image(10000, 40) },
  // An attachment (later form file fields).
  document: { types: ["pdf"], maxBytes: 10 * MIB, image: null },
  // A file of a centre's library (/content/file-upload): an image or a PDF to link or embed.
  content: { types: ["png", "jpeg", "webp", "pdf"], maxBytes: 10 * MIB, image: image(10000, 50) },
  // A visitor's file in a form's file field (contract/forms FORM_FILE_TYPES, fileBytesMax): private.
  form: { types: ["pdf", "png", "jpeg"], maxBytes: 2 * MIB, image: image(10000, 40) },
  // A volunteer's profile photo (docs/volunteer-profiles.md): private, seen only by those who may
  // see the profile (staff in the pool); small, as it is a face on a card.
  profile_photo: { types: ["png", "jpeg", "webp"], maxBytes: 2 * MIB, image: image(8000, 25) },
} as const satisfies Record<string, { types: readonly FileType[]; maxBytes: number; image: ImageLimit | null }>;

/** The numbers a refusal for a too large image names: "at most 4000 × 4000 pixels, 8 megapixels". */
export const imageLimitText = (limit: ImageLimit) => ({ width: limit.maxWidth, height: limit.maxHeight, megapixels: limit.maxPixels / MEGAPIXEL });

export type FileKindName = keyof typeof FILE_KINDS;

/** Kinds never served publicly: only their record's readers get them (a form's owner, a profile's readers). */
export const PRIVATE_FILE_KINDS: readonly FileKindName[] = ["form", "profile_photo"];

/** Why the api refused an upload (`errors[].code`). */
export const UPLOAD_REFUSALS = { file_type: "type", file_too_large: "size", file_empty: "empty", image_too_large: "dimensions" } as const;

/** How many bytes of files a centre's library may hold (/content/file-upload). */
export const LIBRARY_QUOTA_BYTES = 200 * MIB;
export const LIBRARY_NAME_MAX = 160;

/** A stock image (/content/stock-images): the types and size the platform accepts. */
export const STOCK_IMAGE = { types: ["png", "jpeg", "webp"], maxBytes: 2 * MIB, image: image(8000, 40) } as const satisfies {
  types: readonly FileType[];
  maxBytes: number;
  image: ImageLimit;
};
export const STOCK_ALT_MAX = 200;
/** Stock images are no tenant's: their URLs are `/files/stock/image/<sha256>.<ext>` on every site. */
export const STOCK_URL_PREFIX = "/files/stock/image/";

/** A same-site file path of the uploads (`/files/<tenant>/<kind>/<sha256>.<ext>`), e.g. in rich text. */
export const FILE_PATH_PATTERN = /^\/files\/[a-z0-9-]+\/[a-z]+\/[0-9a-f]{64}\.(png|jpg|webp|pdf)$/;
export const IMAGE_PATH_PATTERN = /^\/files\/[a-z0-9-]+\/[a-z]+\/[0-9a-f]{64}\.(png|jpg|webp)$/;

export const LIBRARY_FILES = "library_files";
export interface LibraryFileAttributes {
  name: string;
  url: string;
  content_type: string;
  byte_size: number;
  volunteer_center_id: string;
  created_at: string;
}
export const LIBRARY_FILE_ATTRIBUTES = ["name", "url", "content_type", "byte_size", "volunteer_center_id", "created_at"] as const;

export const STOCK_IMAGES = "stock_images";
export interface StockImageAttributes {
  url: string;
  alt_nl: string;
  alt_en: string;
  content_type: string;
  byte_size: number;
  created_at: string;
}
export const STOCK_IMAGE_ATTRIBUTES = ["url", "alt_nl", "alt_en", "content_type", "byte_size", "created_at"] as const;
