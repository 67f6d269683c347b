// D1 read replication through the Sessions API (db/client.ts openSession): every answer says which
// state of the database it read, and a caller's bookmark is honoured, on the real local D1
// (workerd's D1 implements sessions and bookmarks locally).
import { D1_BOOKMARK } from "@contract/replication";
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { JSON_API, apiFetch, expectDocument } from "../../test/request";
import { as } from "../../test/organization-fixtures";
import { TAG, seedSocialMap } from "../../test/social-map-fixtures";

beforeEach(() => seedSocialMap(env.DB));

const bookmarkOf = (response: Response) => response.headers.get("X-D1-Bookmark") ?? "";

async function renameTag(name: string, headers: Record<string, string> = {}) {
  const options = await as("staff");
  return apiFetch(`/api/v1/tags/${TAG.ZORG}`, {
    ...options,
    method: "PATCH",
    headers: { ...options.headers, ...headers, "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type: "tags", id: String(TAG.ZORG), attributes: { name } } }),
  });
}

describe("the D1 bookmark", () => {
  it("comes with every answer, and a write moves it on", async () => {
    const read = await apiFetch("/api/v1/tags");
    expect(bookmarkOf(read)).toMatch(D1_BOOKMARK);
    const write = await renameTag("Zorg en welzijn");
    await expectDocument(write, 200);
    expect(bookmarkOf(write)).toMatch(D1_BOOKMARK);
    expect(bookmarkOf(write) > bookmarkOf(read)).toBe(true);
  });

  it("sent back, is read from: the answer's state is at least as new, and the write is seen", async () => {
    const written = bookmarkOf(await renameTag("Zorg en welzijn"));
    const read = await apiFetch("/api/v1/tags", { headers: { "X-D1-Bookmark": written } });
    const names = (await expectDocument(read, 200)).data.map((t: { attributes: { name: string } }) => t.attributes.name);
    expect(names).toContain("Zorg en welzijn");
    expect(bookmarkOf(read) >= written).toBe(true);
  });

  it("is ignored when it is not a bookmark, rather than failing the call", async () => {
    for (const sent of ["first-primary", "nonsense", "0".repeat(60)])
      await expectDocument(await apiFetch("/api/v1/tags", { headers: { "X-D1-Bookmark": sent } }), 200);
  });
});
