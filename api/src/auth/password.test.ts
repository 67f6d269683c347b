import { describe, expect, it } from "vitest";
import { PASSWORD } from "../../test/account-fixtures";
import { PBKDF2, burnPasswordCheck, hashPassword, parseDigest, verifyPassword } from "./password";

// Made by api/scripts/hash-password.mjs (Node's pbkdf2Sync): the seeds' digests must verify here.
const NODE_DIGEST = "pbkdf2-sha256$100000$0XlKKNPBkk7neMKnM4CU8g==$XxKbg/xcCzN5QZRPFb1vBNkTwGbZzp0ZNREqeUpwEjQ=";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at exactly 100,000 iterations (the Workers production cap) and a 16-byte salt", async () => {
    expect(PBKDF2).toEqual({
      algorithm: "pbkdf2-sha256",
      iterations: 100_000,
      saltBytes: 16,
      hashBytes: 32,
    });
    const digest = await hashPassword("Correct-horse-1");
    const [algorithm, iterations, salt, hash] = digest.split("$");
    expect(algorithm).toBe("pbkdf2-sha256");
    expect(iterations).toBe("100000");
    expect(atob(salt)).toHaveLength(16);
    expect(atob(hash)).toHaveLength(32);
    expect(await verifyPassword("Correct-horse-1", digest)).toBe(true);
    expect(await verifyPassword("Correct-horse-2", digest)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
  });

  it("verifies the digests the Node script writes for seeds and fixtures", async () => {
    expect(await verifyPassword(PASSWORD, NODE_DIGEST)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, NODE_DIGEST)).toBe(false);
  });

  it.each([
    ["another algorithm", NODE_DIGEST.replace("pbkdf2-sha256", "bcrypt")],
    ["more iterations than Workers allow", NODE_DIGEST.replace("$100000$", "$100001$")],
    ["no iterations", NODE_DIGEST.replace("$100000$", "$0$")],
    ["a broken salt", NODE_DIGEST.replace("0XlKKNPBkk7neMKnM4CU8g==", "!!")],
    ["an extra part", `${NODE_DIGEST}$x`],
    ["an empty string", ""],
  ])("rejects a digest with %s", async (_case, digest) => {
    expect(parseDigest(digest)).toBeNull();
    expect(await verifyPassword(PASSWORD, digest)).toBe(false);
  });

  it("burns a check for unknown accounts that always fails", async () => {
    expect(await burnPasswordCheck(PASSWORD)).toBe(false);
  });
});
