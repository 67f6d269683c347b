import type { Context } from "hono";
import { type ErrorStatus, JsonApiError, badRequest } from "./errors";

export interface ResourceInput {
  type: string;
  id: string | undefined;
  attributes: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The parsed JSON body; an empty body is `undefined`, broken JSON a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON", "The request body is not valid JSON.", {
      pointer: "",
    });
  }
}

/** An error in the document's data member (its type, id or attributes). */
const dataError = (status: ErrorStatus, title: string, detail: string, member: "type" | "id" | "attributes", code?: string) =>
  new JsonApiError({ status, title, detail, code, source: { pointer: `/data/${member}` } });

/**
 * A JSON:API request document with one resource object of one of `types` (the spec's web client
 * sends "user" where JSON:API would say "users"; both are read). A foreign type is a 409, as
 * JSON:API requires. `optional`: an absent body yields empty attributes. `create`: the document
 * creates a resource, and an id in it is a 403: we do not take client-generated ids, and JSON:API
 * says to refuse them rather than silently replace them with our own. A PATCH must name the
 * resource it changes (JSON:API: "The resource object MUST contain type and id members"): without
 * data.id it is a 400, on every endpoint, because every PATCH reads its document here. `id`: the
 * id the path names; another one in the document is a 409, as JSON:API requires.
 */
export async function readResourceDocument(
  c: Context,
  types: readonly string[],
  { optional = false, create = false, id: expected }: { optional?: boolean; create?: boolean; id?: string | number } = {},
): Promise<ResourceInput> {
  const body = await readJsonBody(c);
  if (body === undefined && optional) return { type: types[0], id: undefined, attributes: {} };
  if (!isObject(body) || !isObject(body.data)) {
    throw badRequest("Invalid document", "The request body must be a JSON:API document with a data object.", { pointer: "/data" });
  }
  const { type, id, attributes = {} } = body.data;
  if (typeof type !== "string" || !types.includes(type))
    throw dataError(409, "Conflict", `data.type must be ${types.map((t) => `"${t}"`).join(" or ")}.`, "type");
  if (create && id !== undefined) throw dataError(403, "Forbidden", "Client-generated ids are not supported: leave data.id out.", "id", "client_generated_id");
  if (id !== undefined && typeof id !== "string") throw dataError(400, "Invalid document", "data.id must be a string.", "id");
  if (c.req.method === "PATCH" && id === undefined)
    throw dataError(400, "Invalid document", "A PATCH document must name the resource it changes: data.id is missing.", "id", "missing_id");
  if (expected !== undefined && id !== undefined && id !== String(expected))
    throw dataError(409, "Conflict", "data.id must be the id of the resource changed.", "id");
  if (!isObject(attributes)) throw dataError(400, "Invalid document", "data.attributes must be an object.", "attributes");
  return { type, id, attributes };
}
