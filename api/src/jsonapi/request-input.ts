import { requireUser } from "../auth/authenticate";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { JsonApiError, badRequest } from "./errors";
import { parseIntegerId } from "./ids";
import { type ParsedQuery, type QuerySpec, parseQuery } from "./query";
import { readJsonBody, readResourceDocument } from "./request-document";
import { parseValues } from "./validation";

// A resource's routes take their input through these middlewares (docs/contract.md "An api
// resource"): the handler reads it typed from Hono's validated input, `c.req.valid("query" |
// "param" | "json")`, and never parses the request itself. Hono's validated input, not typed
// context variables: a context whose Variables grew a typed key no longer passes as
// Context<AppEnv> to the api's helpers (Hono's `set` makes the env invariant).

/** Mounted in the order of the answers: a guard's 401/403/404, then the query's 400, then the document's. */
type Input<Target extends "query" | "param" | "json", T> = MiddlewareHandler<AppEnv, string, { out: { [K in Target]: T } }>;

/** A single resource's query (`include`, `fields`): 400 for anything its spec does not name. */
export function showQuery<S extends QuerySpec>(spec: S): Input<"query", ParsedQuery<S>> {
  return async (c, next) => {
    c.req.addValidatedData("query", parseQuery(new URL(c.req.url).searchParams, spec));
    await next();
  };
}

/** The path's `:id` as a number; an id no row can have is `missing(raw)`, the resource's 404. */
export function pathId(missing: (raw: string) => JsonApiError): Input<"param", { id: number }> {
  return async (c, next) => {
    const raw = c.req.param("id") ?? "";
    const id = parseIntegerId(raw);
    if (id === undefined) throw missing(raw);
    c.req.addValidatedData("param", { id });
    await next();
  };
}

export interface DocumentOptions {
  /** The document creates a resource: a client-generated id is a 403. */
  create?: boolean;
  /** An absent body is empty attributes. */
  optional?: boolean;
  /**
   * The answer to a data.id other than the path's, where a resource answered it with its own
   * error before the recipe (proposed edits and claims: a 422 on `id`); the 409 otherwise.
   */
  otherId?: () => JsonApiError;
  /** The document names the caller's own resource (a preference, its id the user's): 401 signed out, another id a 409. */
  own?: boolean;
  /** The id of the resource changed where the path names none (the caller's own): another data.id is a 409. */
  id?: (c: Context<AppEnv>) => string | number;
  /**
   * data.id is not compared with the path's `:id`: where the path names another resource (the
   * user a role is added to) or the answer must be the same for every id (resending a confirmation).
   */
  anyId?: boolean;
}

/**
 * A request document of one of `types` (request-document.ts: 400, 403, 409), its attributes
 * parsed by `schema` (422 with a pointer per field). On a path with `:id`, a data.id other than
 * the path's is a 409.
 */
export function writeDocument<S extends z.ZodTypeAny>(
  types: readonly string[],
  schema: S,
  options: DocumentOptions & { withId: true },
): Input<"json", { id: string | undefined; attributes: z.output<S> }>;
export function writeDocument<S extends z.ZodTypeAny>(types: readonly string[], schema: S, options?: DocumentOptions): Input<"json", z.output<S>>;
export function writeDocument<S extends z.ZodTypeAny>(
  types: readonly string[],
  schema: S,
  options: DocumentOptions & { withId?: boolean } = {},
): Input<"json", z.output<S> | { id: string | undefined; attributes: z.output<S> }> {
  return async (c, next) => {
    const raw = options.own ? String(requireUser(c).id) : options.anyId ? undefined : c.req.param("id");
    const input = await readResourceDocument(c, types, { optional: options.optional, create: options.create, id: options.id?.(c) });
    // The path's id as its row's id reads ("007" names tag 7).
    const expected = raw === undefined ? undefined : String(parseIntegerId(raw) ?? raw);
    if (expected !== undefined && input.id !== undefined && input.id !== expected)
      throw (
        options.otherId?.() ??
        new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } })
      );
    const attributes = parseValues(schema, input.attributes) as object;
    // withId: the document's data.id as well, where the path names no id and the document may (sign in as a user).
    c.req.addValidatedData("json", options.withId ? { id: input.id, attributes } : attributes);
    await next();
  };
}

/** A guard middleware, and the typed reading of what it found (the caller, the path's row). */
export interface Guard<G> extends MiddlewareHandler<AppEnv> {
  of(c: Context<AppEnv>): G;
}

/**
 * An access check that hands its result on: it runs before the input middlewares, so its
 * 401/403/404 come first, and the handler reads what it found with `.of(c)` instead of looking
 * again. Stored on `c.var.guarded` untyped, for the reason above.
 */
export function guard<G>(check: (c: Context<AppEnv>) => G | Promise<G>): Guard<G> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set("guarded", { value: await check(c) });
    await next();
  };
  return Object.assign(middleware, {
    of(c: Context<AppEnv>) {
      if (c.var.guarded === undefined) throw new Error("The route's guard did not run before its handler.");
      return c.var.guarded.value as G;
    },
  });
}

export interface BulkItem {
  id: number;
  attributes: Record<string, unknown>;
}

/**
 * A bulk write's document, `{data: [{type, id, attributes}, ...]}`: 1 to `max` distinct resources
 * of one of `types`, each with an id (400 with a pointer per item; a foreign type a 409). Their
 * attributes are parsed by the handler, item by item after each item's access check, so a
 * missing item's 404 comes before a later item's 422.
 */
export function bulkDocument({ types, max, one, many }: { types: readonly string[]; max: number; one: string; many: string }): Input<"json", BulkItem[]> {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const invalid = (detail: string, pointer: string) => badRequest("Invalid document", detail, { pointer });
  return async (c, next) => {
    const body = await readJsonBody(c);
    if (!isObject(body) || !Array.isArray(body.data) || body.data.length === 0)
      throw invalid(`A bulk update is a JSON:API document whose data is a non-empty array of ${many}.`, "/data");
    if (body.data.length > max) throw invalid(`A bulk update changes at most ${max} ${many}.`, "/data");
    const seen = new Set<number>();
    const items = body.data.map((item: unknown, i): BulkItem => {
      const at = (rest: string) => `/data/${i}${rest}`;
      if (!isObject(item)) throw invalid("Each item must be a resource object.", at(""));
      if (typeof item.type !== "string" || !types.includes(item.type))
        throw new JsonApiError({ status: 409, title: "Conflict", detail: `type must be "${many}".`, source: { pointer: at("/type") } });
      const id = typeof item.id === "string" ? parseIntegerId(item.id) : undefined;
      if (id === undefined) throw invalid(`Each item needs the id of a ${one}.`, at("/id"));
      if (seen.has(id)) throw invalid(`${one[0].toUpperCase()}${one.slice(1)} ${id} is given twice.`, at("/id"));
      seen.add(id);
      // Absent attributes change nothing; null is not an object (the single-resource parser agrees).
      const attributes = item.attributes === undefined ? {} : item.attributes;
      if (!isObject(attributes)) throw invalid("attributes must be an object.", at("/attributes"));
      return { id, attributes };
    });
    c.req.addValidatedData("json", items);
    await next();
  };
}
