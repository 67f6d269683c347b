import { afterEach, describe, expect, it } from "vitest";
import { readAhead, readAheadById } from "./read-ahead";

const unhandled: unknown[] = [];
const note = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off("unhandledRejection", note);
  unhandled.length = 0;
});

async function settle() {
  // Node reports an unhandled rejection after the microtasks of the turn it happened in.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("readAhead", () => {
  it("a read nobody awaits, because the guard refused, fails without an unhandled rejection", async () => {
    process.on("unhandledRejection", note);
    const guard = async () => {
      throw new Error("signed out");
    };
    const loader = async () => {
      const read = readAhead(Promise.reject(new Error("401 from the api")));
      await guard();
      return read;
    };
    await expect(loader()).rejects.toThrow("signed out");
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("the read's own answer or error reaches whoever awaits it after the guard passed", async () => {
    await expect(readAhead(Promise.resolve("the organization"))).resolves.toBe("the organization");
    const failed = readAhead(Promise.reject(new Error("404 from the api")));
    await settle();
    await expect(failed).rejects.toThrow("404 from the api");
  });
});

describe("readAheadById", () => {
  it("reads by the route's id, and nothing when the parameter is no id", async () => {
    const asked: string[] = [];
    const read = async (id: string) => (asked.push(id), `organization ${id}`);
    await expect(readAheadById({ id: "12" }, read)).resolves.toBe("organization 12");
    process.on("unhandledRejection", note);
    const none = readAheadById({ id: "12abc" }, read);
    await settle();
    expect(asked).toEqual(["12"]);
    expect(unhandled).toEqual([]);
    await expect(none).rejects.toThrow();
  });
});
