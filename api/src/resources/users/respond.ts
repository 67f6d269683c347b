import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { rolesOf } from "../../auth/actor";
import { toUserResource, userSerializer } from "./serializer";

/** Sends one user as a JSON:API document; roles are always read (their linkage is always sent). */
export async function sendUser(c: Context<AppEnv>, user: User, query: ParsedQuery<QuerySpec>, status: ContentfulStatusCode = 200) {
  const roles = await rolesOf(c, user.id);
  const document = await serializeDocument(userSerializer, toUserResource(user, roles), { include: query.include, fields: query.fields, selfUrl: c.req.url });
  return sendDocument(c, document, status);
}

/** A meta-only JSON:API document: for answers that must not say what happened (no enumeration). */
export function sendMessage(c: Context<AppEnv>, message: string, status: ContentfulStatusCode = 200) {
  return sendDocument(c, { jsonapi: { version: "1.0" }, meta: { message } }, status);
}
