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

/** A PNG signature followed by `size` bytes in all: past a kind's limit. */
export function bigPng(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.slice(0, 8));
  return bytes;
}
