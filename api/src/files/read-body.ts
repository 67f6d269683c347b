import type { ImageLimit } from "@contract/uploads";
import { JsonApiError } from "../jsonapi/errors";
import { imageSize } from "./image-size";
import { FILE_KINDS, type FileKindName, type FileType, sniffType } from "./kinds";

export const tooLarge = (maxBytes: number) =>
  new JsonApiError({
    status: 413,
    title: "File too large",
    detail: `This file may be at most ${maxBytes} bytes.`,
    code: "file_too_large",
    source: { parameter: "kind" },
  });

/**
 * The request body, read up to `maxBytes`: a declared length above it is refused before any
 * byte is read, and a body that streams past it is cut off there (413 either way), so an
 * oversized upload never sits whole in the isolate's memory.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (request.body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const refusedFile = (detail: string, code: string) =>
  new JsonApiError({
    status: 422,
    title: "File refused",
    detail,
    code,
    source: { parameter: "kind" },
  });

/**
 * An image within `limit` by the size its header gives (422 `image_too_large`, naming the
 * limit); an image whose header gives no size is refused as no image (422 `file_type`). Nothing
 * is decoded: the header is a few bytes, the pixels could be gigabytes.
 */
export function checkImageSize(
  bytes: Uint8Array,
  type: FileType,
  limit: ImageLimit | null,
  what: string,
  source: { parameter: string } = { parameter: "kind" },
) {
  if (limit === null || type === "pdf") return;
  const size = imageSize(bytes, type);
  if (size === null)
    throw new JsonApiError({
      status: 422,
      title: "File refused",
      detail: `The ${what}'s header gives no image size: the content is no readable image.`,
      code: "file_type",
      source,
    });
  const { width, height } = size;
  if (width <= limit.maxWidth && height <= limit.maxHeight && width * height <= limit.maxPixels) return;
  throw new JsonApiError({
    status: 422,
    title: "Image too large",
    detail: `This image is ${width} × ${height} pixels; a ${what} may be at most ${limit.maxWidth} × ${limit.maxHeight} pixels and ${limit.maxPixels / 1_000_000} megapixels.`,
    code: "image_too_large",
    source,
  });
}

/**
 * The request body as a file of `kind`: at most its size (413), not empty, by its content one of
 * its types (422 `file_empty` / `file_type`), and an image no larger than the kind's pixels (422
 * `image_too_large`). Every endpoint that takes bytes uses this or its parts.
 */
export async function readFileOfKind(request: Request, kind: FileKindName) {
  const rule = FILE_KINDS[kind];
  const bytes = await readCappedBody(request, rule.maxBytes);
  if (bytes.byteLength === 0) throw refusedFile("The file is empty.", "file_empty");
  const type = sniffType(bytes);
  if (type === null || !(rule.types as readonly string[]).includes(type))
    throw refusedFile(`A ${kind} must be ${rule.types.join(", ")}; the content is not.`, "file_type");
  checkImageSize(bytes, type, rule.image, kind.replace("_", " "));
  return { bytes, type };
}
