import { base64, constantTimeEqual, fromBase64 } from "./random";

/**
 * PBKDF2-SHA256 at 100,000 iterations: the most Cloudflare Workers allow in production (more
 * throws there, while local workerd accepts it, so password.test.ts pins the stored value).
 */
export const PBKDF2 = {
  algorithm: "pbkdf2-sha256",
  iterations: 100_000,
  saltBytes: 16,
  hashBytes: 32,
} as const;

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, PBKDF2.hashBytes * 8);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$100000$<salt b64>$<hash b64>`: self-describing, so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(PBKDF2.saltBytes));
  const hash = await derive(password, salt, PBKDF2.iterations);
  return [PBKDF2.algorithm, PBKDF2.iterations, base64(salt), base64(hash)].join("$");
}

interface ParsedDigest {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

export function parseDigest(digest: string): ParsedDigest | null {
  const [algorithm, iterations, salt, hash, ...rest] = digest.split("$");
  const n = Number(iterations);
  // Above the cap the production runtime would throw; such a digest cannot be ours.
  if (algorithm !== PBKDF2.algorithm || rest.length > 0) return null;
  if (!Number.isInteger(n) || n < 1 || n > PBKDF2.iterations) return null;
  try {
    return { iterations: n, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, digest: string): Promise<boolean> {
  const parsed = parseDigest(digest);
  if (parsed === null) return false;
  const hash = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(hash, parsed.hash);
}

const DUMMY_SALT = new Uint8Array(PBKDF2.saltBytes);

/**
 * Spends the same work as verifyPassword and fails: used for unknown e-mail addresses, so a
 * sign-in for a missing account takes as long as one with a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  await derive(password, DUMMY_SALT, PBKDF2.iterations);
  return false;
}
