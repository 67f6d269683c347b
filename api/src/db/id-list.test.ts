import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { inIdList } from "./id-list";

const render = (query: ReturnType<typeof inIdList>) => new SQLiteSyncDialect().sqlToQuery(query);

describe("inIdList", () => {
  it("writes the ids as literals, binding nothing however many there are", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const { sql: text, params } = render(inIdList(sql`v.id`, ids));
    expect(params).toEqual([]);
    expect(text).toBe(`v.id IN (${ids.join(", ")})`);
  });

  it("matches nothing for no ids", () => {
    expect(render(inIdList(sql`v.id`, [])).sql).toBe("0");
  });

  it("refuses anything but integers", () => {
    expect(() => inIdList(sql`v.id`, [1, 2.5])).toThrow(TypeError);
    expect(() => inIdList(sql`v.id`, ["1) OR (1" as unknown as number])).toThrow(TypeError);
  });
});
