// What may be uploaded, per kind of file (docs/files.md). The kind is the field's purpose, not
// the file's type: it decides which types are accepted, how large a file may be, and who may
// upload one. SVG is refused everywhere: it is a document that can carry script and external
// references, and sanitizing it is a parser of its own to keep safe (docs/files.md, "SVG").
// Kinds, types and limits are the contract's (contract/uploads).
import { FILE_KINDS, type FileKindName, type FileType } from "@contract/uploads";

export { FILE_KINDS, type FileKindName, type FileType };

export const CONTENT_TYPES: Record<FileType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
};

export const EXTENSIONS: Record<FileType, string> = {
  png: "png",
  jpeg: "jpg",
  webp: "webp",
  pdf: "pdf",
};

export const isFileKind = (value: string): value is FileKindName => Object.hasOwn(FILE_KINDS, value);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type the bytes are, from their signature (magic bytes), or null for anything else. The
 * name and declared type of an upload are never asked: a renamed executable stays refused.
 */
export function sniffType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  return null;
}
