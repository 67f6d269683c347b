// Small WebCrypto helpers shared by passwords, tokens and rate limiting.

const encoder = new TextEncoder();

export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

/** `size` random bytes, base64url without padding: safe in headers and query strings. */
export function randomToken(size = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * SHA-256 hex of a high-entropy secret. A plain hash is enough for random tokens (nobody can
 * guess 256 bits); passwords use PBKDF2 instead (see password.ts).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  // A table and one string, not an array of 32 strings joined: every signed-in call hashes its
  // token, and the map and join were 0.1 ms of the api worker's 2 ms per call (issue 47).
  let hex = "";
  for (const byte of digest) hex += HEX[byte];
  return hex;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Compares without an early exit, so the time taken does not reveal where two values differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** constantTimeEqual for two strings (hex digests). */
export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
}
