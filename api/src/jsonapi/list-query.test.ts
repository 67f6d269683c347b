import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signedIn } from "../auth/authenticate";
import type { AppEnv } from "../env";
import { handleError } from "./error-handler";
import { badRequest } from "./errors";
import { listQuery } from "./list-query";

const spec = { page: { defaultSize: 10, maxSize: 50 }, filter: { near: z.string() }, sort: ["distance", "name"] };

// `take` reads `count`, `check` answers what the spec cannot say; the handler sees only the result.
const query = listQuery(spec, {
  take: (params) => {
    const count = params.get("count");
    params.delete("count");
    if (count !== null && count !== "yes") throw badRequest("Invalid query parameter", "count", { parameter: "count" });
    return count === "yes";
  },
  check: async (_c, parsed, count) => {
    if (parsed.sort.some((s) => s.field === "distance") && parsed.filter.near === undefined)
      throw badRequest("Invalid query parameter", "distance needs near", { parameter: "sort" });
    return { ...parsed, count };
  },
});

// A throwaway app: the real middleware and error handler, a user or none set by hand.
function app(user: boolean) {
  const a = new Hono<AppEnv>();
  a.use("*", async (c, next) => {
    c.set("currentUser", user ? ({ id: 1 } as never) : null);
    await next();
  });
  a.get("/open", query, (c) => c.json(query.of(c)));
  a.get("/closed", signedIn, query, (c) => c.json(query.of(c)));
  a.onError(handleError);
  return a;
}

const get = async (path: string, user = false) => {
  const response = await app(user).request(`https://api.test${path}`);
  return { status: response.status, body: (await response.json()) as { errors?: { source?: { parameter?: string } }[]; count?: boolean } };
};

describe("listQuery", () => {
  it("hands the handler the parsed, checked query", async () => {
    const { status, body } = await get("/open?count=yes&sort=-name&page[size]=5");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: true, sort: [{ field: "name", direction: "desc" }], page: { number: 1, size: 5 } });
  });

  it("answers every 400 of the query: take's, the spec's, check's, in that order", async () => {
    expect((await get("/open?count=no&page[size]=x")).body.errors?.[0].source?.parameter).toBe("count");
    expect((await get("/open?page[size]=x&sort=distance")).body.errors?.[0].source?.parameter).toBe("page[size]");
    const checked = await get("/open?sort=distance");
    expect(checked.status).toBe(400);
    expect(checked.body.errors?.[0].source?.parameter).toBe("sort");
  });

  it("comes after the route's access middleware: 401 before any 400", async () => {
    expect((await get("/closed?page[size]=x")).status).toBe(401);
    expect((await get("/closed?page[size]=x", true)).status).toBe(400);
    expect((await get("/closed", true)).status).toBe(200);
  });
});
