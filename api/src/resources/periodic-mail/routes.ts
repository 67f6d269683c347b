import { PERIODIC_MAIL_UNSUBSCRIPTIONS, periodicMailUnsubscriptionRules } from "@contract/periodic-mail";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { users } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { readResourceDocument } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";

export const PERIODIC_MAIL_UNSUBSCRIPTIONS_PATH = `/api/v1/${PERIODIC_MAIL_UNSUBSCRIPTIONS}`;

// The contract's rule, worded for an api client.
const attributes = z
  .object({
    token: z
      .string({
        required_error: "Token can't be blank.",
        invalid_type_error: "Token must be a string.",
      })
      .trim()
      .min(1, "Token can't be blank.")
      .max(periodicMailUnsubscriptionRules.token.maxLength ?? 200, "Token is invalid."),
  })
  .strict();

/**
 * POST: the digest's one-click unsubscribe (RFC 8058, docs/mail.md), anonymous: the token only
 * switches this tenant's digest of its holder off. Idempotent (204 again); an unknown token, or
 * one of another tenant, is a 404.
 */
async function unsubscribe(c: Context<AppEnv>) {
  const input = await readResourceDocument(c, [PERIODIC_MAIL_UNSUBSCRIPTIONS]);
  const { token } = parseValues(attributes, input.attributes);
  const { db, tenantId } = c.var;
  const [row] = await db
    .update(users)
    .set({ periodicMail: "none", updatedAt: new Date().toISOString() })
    .where(and(eq(users.tenantId, tenantId), eq(users.digestUnsubscribeToken, token)))
    .returning({ id: users.id })
    .all();
  if (!row) throw notFound("This unsubscribe link is unknown.");
  return c.body(null, 204);
}

export const periodicMailRoutes = new Hono<AppEnv>().post("/", unsubscribe).all("/", methodNotAllowed(["POST"]));
