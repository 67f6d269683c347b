import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expectConsoleError } from "../../test/console-guard";
import { apiFetch, expectDocument, expectError } from "../../test/request";
import { handleError, handleNotFound, methodNotAllowed } from "./error-handler";
import { JsonApiError } from "./errors";

// A throwaway app with the real handlers, to reach failures the product routes cannot produce.
function appThrowing(error: unknown) {
  const app = new Hono();
  app.get("/boom", () => {
    throw error;
  });
  app.all("/only-get", methodNotAllowed(["GET"]));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

const get = (app: Hono, path = "/boom", method = "GET") => app.request(`https://api.test${path}`, { method });

describe("error handling", () => {
  it("answers unknown paths with a JSON:API 404", async () => {
    const error = await expectError(await apiFetch("/nowhere", { tenant: null }), 404);
    expect(error.title).toBe("Not found");
  });

  it("hides unexpected errors behind a generic 500 and logs them", async () => {
    const logged = expectConsoleError();
    const error = await expectError(await get(appThrowing(new Error("secret table name"))), 500);
    expect(JSON.stringify(error)).not.toContain("secret");
    expect(logged).toHaveBeenCalledOnce();
  });

  it("renders a JsonApiError with all its error objects and headers", async () => {
    const thrown = new JsonApiError(
      [
        {
          status: 422,
          title: "Invalid attribute",
          detail: "a",
          source: { pointer: "/data/attributes/a" },
        },
        {
          status: 422,
          title: "Invalid attribute",
          detail: "b",
          source: { pointer: "/data/attributes/b" },
        },
      ],
      { "Retry-After": "1" },
    );
    const response = await get(appThrowing(thrown));
    expect(response.headers.get("retry-after")).toBe("1");
    const document = await expectDocument(response, 422);
    expect(document.errors.map((e: { source: unknown }) => e.source)).toEqual([{ pointer: "/data/attributes/a" }, { pointer: "/data/attributes/b" }]);
  });

  it("turns an escaped ZodError into a 400 with pointers", async () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 1 });
    const document = await expectDocument(await get(appThrowing(result.error)), 400);
    expect(document.errors[0]).toMatchObject({
      status: "400",
      source: { pointer: "/name" },
    });
  });

  it("keeps the status of a 4xx HTTPException", async () => {
    await expectError(await get(appThrowing(new HTTPException(413, { message: "too big" }))), 413);
  });

  it("answers a disallowed method with 405 and Allow", async () => {
    const response = await get(appThrowing(null), "/only-get", "PUT");
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await expectError(response, 405);
  });
});
