// File contents for the upload tests: real signatures, and things that only pretend.

const base64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A real 1×1 PNG. */
export const PNG = base64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==");

/** Other bytes behind a PNG signature: another content hash. */
export const OTHER_PNG = base64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==");

/** The start of a Windows executable, whatever it is called. */
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);

export const PDF = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");

export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The 1×1 PNG followed by zeros, `size` bytes in all: past a kind's limit, its header still readable. */
export function bigPng(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}

/** A real 3×2 JPEG (baseline), a 5×3 progressive one, and WebPs: 5×4 lossy (VP8), 7×6 lossless (VP8L), 9×8 with alpha (VP8X). */
export const JPEG = base64(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAEkT/9k=",
);
export const PROGRESSIVE_JPEG = base64(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wgARCAADAAUDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAVAQEBAAAAAAAAAAAAAAAAAAAFBv/aAAwDAQACEAMQAAABgASH/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPwF//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPwF//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oADAMBAAIAAwAAABD/AP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQMBAT8Qf//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQIBAT8Qf//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAT8Qf//Z",
);
export const WEBP = base64("UklGRjoAAABXRUJQVlA4IC4AAAAQAgCdASoFAAQAAUAmJaACdLoB+AH4AAPIAP7Lt//TRRhTH3Jv/u82AMJf8IAA");
export const WEBP_LOSSLESS = base64("UklGRiIAAABXRUJQVlA4TBYAAAAvBkABAAdQ5CrUo/8BgCD8b5uI6H8I");
export const WEBP_ALPHA = base64(
  "UklGRl4AAABXRUJQVlA4WAoAAAAQAAAACAAABwAAQUxQSAoAAAABB1DAiAhERP8DVlA4IC4AAAAQAgCdASoJAAgAAUAmJaACdLoB+AH4AAPIAP7Lt//TRRhTH3Jv/u82AMJf8IAA",
);

// Image bombs: small files whose header (and, for the PNG, whose pixels) make an enormous image.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * A valid black 1-bit PNG of width × height: 20,000 × 20,000 is 400 megapixels (1.6 GB as a
 * browser's RGBA) in about 50 kB, as the zero rows deflate to almost nothing.
 */
export async function pngBomb(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8)));
  const deflated = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  return concat([PNG.slice(0, 8), chunk("IHDR", ihdr), chunk("IDAT", deflated), chunk("IEND", new Uint8Array())]);
}

/** The real JPEG with a frame header that claims width × height (the most JPEG's header can say is 65,535). */
export function jpegClaiming(width: number, height: number) {
  const bytes = JPEG.slice();
  const at = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0);
  new DataView(bytes.buffer).setUint16(at + 5, height);
  new DataView(bytes.buffer).setUint16(at + 7, width);
  return bytes;
}

/** The real VP8X WebP with a canvas that claims width × height. */
export function webpClaiming(width: number, height: number) {
  const bytes = WEBP_ALPHA.slice();
  const le24 = (at: number, value: number) => bytes.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], at);
  le24(24, width - 1);
  le24(27, height - 1);
  return bytes;
}
