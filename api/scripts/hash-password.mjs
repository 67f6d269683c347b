// Prints a password digest exactly as the api worker stores it (src/auth/password.ts), for
// seeds and fixtures: node api/scripts/hash-password.mjs 'Inzet-demo-2026!' [more passwords...]
// Node's pbkdf2Sync computes the same PBKDF2-HMAC-SHA256 as WebCrypto's deriveBits.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { argv, exit, stderr, stdout } from "node:process";

// Keep in step with PBKDF2 in src/auth/password.ts (a unit test verifies a digest made here).
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const passwords = argv.slice(2);
if (passwords.length === 0) {
  stderr.write("usage: node api/scripts/hash-password.mjs <password> [...]\n");
  exit(1);
}
for (const password of passwords) {
  const salt = randomBytes(SALT_BYTES);
  const hash = pbkdf2Sync(password, salt, ITERATIONS, HASH_BYTES, "sha256");
  stdout.write(`pbkdf2-sha256$${ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}\n`);
}
