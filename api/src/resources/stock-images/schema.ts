import { STOCK_ALT_MAX, STOCK_IMAGE_ATTRIBUTES, STOCK_IMAGES } from "@contract/uploads";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { JsonApiError, badRequest } from "../../jsonapi/errors";
import type { QuerySpec } from "../../jsonapi/query";

/** GET /stock_images. */
export const indexQuery = { fields: { [STOCK_IMAGES]: STOCK_IMAGE_ATTRIBUTES } } as const satisfies QuerySpec;

const alt = z.string().trim().min(1).max(STOCK_ALT_MAX);

/**
 * POST /stock_images?alt_nl=…&alt_en=… (the body is the image's bytes): the alternative texts
 * from the query, 400 for an unknown parameter, 422 for a bad text.
 */
export const altsQuery: MiddlewareHandler<AppEnv, string, { out: { query: { altNl: string; altEn: string } } }> = async (c, next) => {
  const params = new URL(c.req.url).searchParams;
  const unknown = [...params.keys()].find((key) => key !== "alt_nl" && key !== "alt_en");
  if (unknown !== undefined) throw badRequest("Unknown parameter", `${unknown} is not a parameter of this endpoint.`, { parameter: unknown });
  const read = (name: "alt_nl" | "alt_en") => {
    const result = alt.safeParse(params.get(name) ?? "");
    if (!result.success)
      throw new JsonApiError({
        status: 422,
        title: "Invalid parameter",
        detail: `${name} must be 1 to ${STOCK_ALT_MAX} characters.`,
        code: "invalid",
        source: { parameter: name },
      });
    return result.data;
  };
  c.req.addValidatedData("query", { altNl: read("alt_nl"), altEn: read("alt_en") });
  await next();
};
