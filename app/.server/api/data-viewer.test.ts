import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ApiClient, JSON_API } from "./client";
import { readViewerRows } from "./data-viewer";

// The api sends a row's columns as attributes under their own names; the client camelizes them.
// Before session 49 the page looked cells up by `first_name` and showed "—" for every such column.
describe("readViewerRows", () => {
  it("hands back every cell under its column's own name, underscores and all", async () => {
    const document = {
      data: [{ type: "data_viewer_rows", id: "1", attributes: { id: 7, first_name: "Vera", created_at: "2026-01-05T09:00:00.000Z", line_2: null } }],
      meta: { total: 1 },
    };
    const api = new ApiClient({
      transport: async () => new Response(JSON.stringify(document), { headers: { "Content-Type": JSON_API } }),
      baseUrl: "https://api.internal",
      tenant: "demo",
      appContext: "main",
      volunteerCenterId: "1",
    });
    const table = { id: "users", columns: ["id", "first_name", "created_at", "line_2"], hiddenColumns: [] };
    const { rows, total } = await readViewerRows({ api } as unknown as AppLoadContext, table, { q: "", page: 1 });
    expect(total).toBe(1);
    expect(rows.map((row) => row.cells)).toEqual([{ id: 7, first_name: "Vera", created_at: "2026-01-05T09:00:00.000Z", line_2: null }]);
  });
});
