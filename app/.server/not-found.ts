import { data } from "@remix-run/cloudflare";
import { idString } from "@contract/rules";
import { z } from "zod";
import { idOfSlug } from "~/utils/slug";

/** A route whose parameters fail validation is a 404 naming the path (spec section 2). */
export function pageNotFound(request: Request): never {
  throw data({ message: `Page Not Found: ${new URL(request.url).pathname}` }, { status: 404 });
}

/** Parses route params with a schema, or answers 'Page Not Found: {path}'. */
export function parseParams<S extends z.ZodTypeAny>(request: Request, params: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(params);
  if (!result.success) pageNotFound(request);
  return result.data;
}

/** The params of a route whose one parameter is a resource's `:id`. */
export const idParams = z.object({ id: idString });

/**
 * The params of a public page with a readable address, `:id` as `12` or `12-koffie-schenken`
 * (app/utils/slug.ts): the id, whatever words follow it.
 */
export const slugIdParams = z.object({
  id: z.string().transform((value, ctx) => idOfSlug(value) ?? (ctx.addIssue({ code: "custom", message: "not an id" }), z.NEVER)),
});
