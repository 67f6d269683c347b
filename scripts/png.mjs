// A minimal PNG encoder for the scripts that draw images (stock-images.mjs, tile-stand-in.mjs) and
// the tests that upload one (tests/fixtures/png.ts): 8-bit RGB, no filter, one IDAT chunk.
import { crc32, deflateSync } from "node:zlib";

/** One PNG chunk: length, type, data and its CRC. */
export function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of `pixels` (RGB bytes, row after row) of width × height; `comment`, when given, goes in a
 * tEXt chunk (tests make each upload's bytes their own with it).
 */
export function png(pixels, width, height, comment) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...(comment === undefined ? [] : [chunk("tEXt", Buffer.from(`Comment\0${comment}`, "latin1"))]),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
