import { USER_LIMITS } from "@contract/users";
import type { Context } from "hono";
import { z } from "zod";
import { badRequest } from "../jsonapi/errors";
import { readJsonBody } from "../jsonapi/request-document";
import { type PointerFor, attributePointer } from "../jsonapi/validation";

export interface AuthParams {
  values: Record<string, unknown>;
  /** Error pointers that match the shape the client sent. */
  pointer: PointerFor;
}

/** An address as devise_token_auth's errors word it: sign-in and reset requests; users' `email` adds the format. */
export const emailParam = z
  .string({
    required_error: "Email can't be blank.",
    invalid_type_error: "Email must be a string.",
  })
  .trim()
  .toLowerCase()
  .min(1, "Email can't be blank.")
  .max(USER_LIMITS.email, `Email is too long (maximum is ${USER_LIMITS.email} characters).`);

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
