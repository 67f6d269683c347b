import { MESSAGE_MAIL_PREFERENCES, messageMailPreferenceRules } from "@contract/conversations";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireUser } from "../../auth/authenticate";
import { users } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { readResourceDocument } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";

export const MESSAGE_MAIL_PREFERENCE_PATH = "/api/v1/message_mail_preference";

const attributes = z.object(messageMailPreferenceRules).strict();

const respond = (c: Context<AppEnv>, id: number, on: boolean) =>
  sendDocument(c, { data: { type: MESSAGE_MAIL_PREFERENCES, id: String(id), attributes: { message_mail: on } } });

/** The signed-in user's mail for new messages (docs/conversations.md): on unless switched off. */
export const messageMailPreferenceRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const user = requireUser(c);
    return respond(c, user.id, user.messageMail === 1);
  })
  .patch("/", async (c) => {
    const user = requireUser(c);
    const input = await readResourceDocument(c, [MESSAGE_MAIL_PREFERENCES, "message_mail_preference"], { id: user.id });
    const { message_mail } = parseValues(attributes, input.attributes);
    const value = message_mail ? 1 : 0;
    await c.var.db
      .update(users)
      .set({ messageMail: value })
      .where(and(eq(users.tenantId, c.var.tenantId), eq(users.id, user.id)));
    return respond(c, user.id, message_mail);
  })
  .all("/", methodNotAllowed(["GET", "PATCH"]));
