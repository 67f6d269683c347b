import { describe, expect, it } from "vitest";
import { sha256Hex } from "./random";

describe("sha256Hex", () => {
  it("answers the digest as 64 lower-case hex digits, leading zeros kept", async () => {
    // FIPS 180-2's example, and one whose digest starts with a byte below 16.
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await sha256Hex("39")).toBe("0b918943df0962bc7a1824c0555a389347b4febdc7cf9d1254406d80ce44e3f9");
  });
});
