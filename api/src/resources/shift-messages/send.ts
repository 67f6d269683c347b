import type { ConversationSide } from "@contract/conversations";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { User } from "../../db/accounts-schema";
import type { Shift } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { queueDelivery } from "../../mail/outbox";
import { siteOf } from "../activities/mails";
import { prepareMessage, senderName } from "../conversations/post";
import { shiftMail } from "../shifts/mails";
import type { ShiftParent } from "../shifts/parent";
import { shiftConversationKey } from "./conversation-key";
import { claimShiftMessage, countShiftMessage, oldestShiftMessage, openShiftConversations, placeHolders, shiftConversations } from "./queries";

const HOUR_MS = 3_600_000;

export interface MessagedShift {
  shift: Shift;
  parent: ShiftParent;
  side: ConversationSide;
  sender: User;
}

async function rateLimited(c: Context<AppEnv>, shiftId: number, since: string, now: number) {
  const oldest = await oldestShiftMessage(c.var.db, c.var.tenantId, shiftId, since);
  const retryAfter = Math.max(1, Math.ceil(((oldest ? Date.parse(oldest) : now) + HOUR_MS - now) / 1000));
  return new JsonApiError(
    { status: 429, title: "Too many requests", detail: "This shift had its messages for this hour. Please try again later.", code: "rate_limited" },
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Sends one message to everyone holding a place in the shift (docs/shifts-and-hours.md "Message
 * everyone of a shift"): each account in its conversation about the shift (opened where there is
 * none; a blocked one is left out), as any message is, with its notification and mail; each guest
 * by mail, the message in it. The waiting list is left out. Everything after the rate limit's claim
 * is one D1 batch. Answers the claimed row's id and whom it reached.
 */
export async function sendShiftMessage(c: Context<AppEnv>, target: MessagedShift, body: string) {
  const { db, tenantId } = c.var;
  const { shift, parent, side, sender } = target;
  const now = Date.now();
  const since = new Date(now - HOUR_MS).toISOString();
  const claimed = await claimShiftMessage(db, tenantId, { shiftId: shift.id, senderId: sender.id, body, since });
  if (claimed === undefined) throw await rateLimited(c, shift.id, since, now);
  const { volunteerId: _, ...key } = shiftConversationKey(parent, shift, 0);
  await openShiftConversations(db, tenantId, key, sender.id);
  const [holders, talks, from] = await Promise.all([
    placeHolders(db, tenantId, shift.id),
    shiftConversations(db, tenantId, shift.id),
    senderName(db, tenantId, parent, side, sender),
  ]);
  // An organizer holding a place in their own shift does not write to themselves.
  const accounts = new Set(holders.flatMap(({ signUp }) => (signUp.userId === null || signUp.userId === sender.id ? [] : [signUp.userId])));
  const open = talks.filter((t) => t.volunteerId !== null && accounts.has(t.volunteerId) && t.blockedSide === null && t.closedAt === null);
  const guests = holders.filter(({ signUp }) => signUp.userId === null).map(({ signUp }) => signUp);
  const prepared = await Promise.all(open.map((conversation) => prepareMessage(c, conversation, side, sender, body)));
  const guestMails = (await Promise.all(guests.map((g) => shiftMail(siteOf(c), "shift_message", parent, shift, g, { message: body, sender: from })))).flat();
  const items: BatchItem<"sqlite">[] = [countShiftMessage(db, tenantId, claimed.id, { volunteers: open.length, guests: guestMails.length })];
  const mailAt: number[] = [];
  for (const p of prepared) {
    p.items.forEach((item, i) => {
      if (i >= p.mailsFrom) mailAt.push(items.length);
      items.push(item);
    });
  }
  for (const mail of guestMails) {
    mailAt.push(items.length);
    items.push(mail);
  }
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  queueDelivery(
    c,
    mailAt.flatMap((i) => (results[i] as { id: number }[]).map((r) => r.id)),
  );
  return { id: claimed.id, createdAt: claimed.created_at, volunteers: open.length, guests: guestMails.length };
}
