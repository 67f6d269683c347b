import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { type MailRequest, queueDelivery, outboxInsert } from "../../mail/outbox";
import { isUnprovenKind, mayMailUnproven } from "../../mail/unproven";
import { emailTaken, findUserById } from "./queries";

export const emailTakenError = () => fieldError("email", "Email has already been taken.", "taken");

/**
 * Inserts a new user and the mail that tells them about it in one batch (sign-up's confirmation,
 * an invitation), delivers the mail after the response and returns the stored user. A taken
 * address is a 422 on `email`, also when two requests race for it: the unique index decides.
 */
export async function createUserWithMail(c: Context<AppEnv>, values: Omit<typeof users.$inferInsert, "tenantId">, mail: Omit<MailRequest, "userId" | "to">) {
  const { db, tenantId } = c.var;
  if (await emailTaken(db, tenantId, values.email ?? "")) throw emailTakenError();
  const insertUser = db
    .insert(users)
    .values({ ...values, tenantId })
    .returning({ id: users.id });
  const insertMail = outboxInsert(db, tenantId, {
    ...mail,
    to: values.email ?? "",
    // The user's id inside the same batch: the row the statement before just inserted.
    userId: sql`last_insert_rowid()`,
  });
  // A sign-up's address has not proven itself: past the limits of mail to typed addresses the
  // account is made without its mail (a resend, limited the same way, can follow).
  const mailed = !isUnprovenKind(mail.kind) || (await mayMailUnproven(c, values.email ?? "", values.volunteerCenterId ?? null));
  let ids: { id: number }[][];
  try {
    ids = mailed ? await db.batch([insertUser, insertMail]) : await db.batch([insertUser]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw emailTakenError();
    throw error;
  }
  if (mailed) queueDelivery(c, [ids[1]![0]!.id]);
  return (await findUserById(db, tenantId, ids[0]![0]!.id))!;
}
