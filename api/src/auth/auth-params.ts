import type { Context } from "hono";
import { badRequest } from "../jsonapi/errors";
import { readJsonBody } from "../jsonapi/request-document";
import { type PointerFor, attributePointer } from "../jsonapi/validation";

export interface AuthParams {
  values: Record<string, unknown>;
  /** Error pointers that match the shape the client sent. */
  pointer: PointerFor;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * An /auth/* body in either shape: devise_token_auth's plain `{ "email": ..., "password": ... }`,
 * or a JSON:API document whose `data.attributes` hold the same keys (the type is not checked:
 * these are commands, not resources). No body reads as no values.
 */
export async function readAuthParams(c: Context): Promise<AuthParams> {
  const body = await readJsonBody(c);
  if (body === undefined) return { values: {}, pointer: (f) => `/${f}` };
  if (!isObject(body))
    throw badRequest("Invalid request", "The request body must be a JSON object.", {
      pointer: "",
    });
  if (isObject(body.data) && isObject(body.data.attributes)) return { values: body.data.attributes, pointer: attributePointer };
  return { values: body, pointer: (f) => `/${f}` };
}
