import type { ConversationSide } from "@contract/conversations";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { Conversation } from "../../db/conversations-schema";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { type Actor, loadActor } from "../../auth/actor";
import { type ConversationRow, type MessageWindow, findConversation, findConversationRow, findConversationWithMessages } from "./queries";

// Who may see a conversation (docs/conversations.md): the people of its two sides, decided now
// from their roles (an admin who leaves the organization loses access), and, once a participant
// reported it, the staff of its centre (and the tenant's super admins), who may only read.

/** The caller's side in the conversation, or null when they take no part. */
export function sideOf(actor: Actor, c: Conversation): ConversationSide | null {
  const user = actor.user;
  if (user === null) return null;
  if (c.kind === "volunteer_organization") {
    if (c.volunteerId === user.id) return "volunteer";
    if (c.organizationId !== null && actor.adminOrgIds.includes(c.organizationId)) return "organization";
    return null;
  }
  if (c.kind === "volunteer_center") {
    // One-on-one help: the matched volunteer and the staff of the request's centre.
    if (c.volunteerId === user.id) return "volunteer";
    if (c.volunteerCenterId !== null && actor.staffCenterIds.includes(c.volunteerCenterId)) return "center";
    return null;
  }
  if (c.organizationId !== null && actor.adminOrgIds.includes(c.organizationId)) return "organization";
  if (c.volunteerCenterId !== null && actor.staffCenterIds.includes(c.volunteerCenterId)) return "center";
  return null;
}

/** Staff of the conversation's centre, and super admins, read a conversation once it is reported. */
export const readsReported = (actor: Actor, c: Conversation) =>
  c.reportedAt !== null && (actor.superAdmin || (c.volunteerCenterId !== null && actor.staffCenterIds.includes(c.volunteerCenterId)));

export const missingConversation = (id: string) => notFound(`There is no conversation ${id}.`);

export interface Access {
  actor: Actor;
  conversation: Conversation;
  /** null: a reader of a reported conversation (staff), who may not post or change it. */
  side: ConversationSide | null;
}

/** The path's conversation id: undefined for one that cannot be an id (a 404 all the same). */
const pathId = (c: Context<AppEnv>) => {
  const param = c.req.param("id") ?? "";
  return { param, id: parseIntegerId(param) };
};

/** The caller's access to what was found for the path: 404 unless they take part or may read it. */
function accessTo(actor: Actor, conversation: Conversation | undefined, param: string): Access {
  if (conversation === undefined) throw missingConversation(param);
  const side = sideOf(actor, conversation);
  if (side === null && !readsReported(actor, conversation)) throw missingConversation(param);
  return { actor, conversation, side };
}

/** The conversation of the path: 401 signed out, 404 unless the caller takes part or may read it. */
export async function pathConversation(c: Context<AppEnv>): Promise<Access> {
  requireUser(c);
  const { param, id } = pathId(c);
  const [actor, conversation] = await Promise.all([loadActor(c), id === undefined ? undefined : findConversation(c.var.db, c.var.tenantId, id)]);
  return accessTo(actor, conversation, param);
}

/** As pathConversation, for reading it: the conversation with the caller's state and names, in one read. */
export async function pathConversationRow(c: Context<AppEnv>): Promise<Access & { row: ConversationRow }> {
  const user = requireUser(c);
  const { param, id } = pathId(c);
  const [actor, row] = await Promise.all([loadActor(c), id === undefined ? undefined : findConversationRow(c.var.db, c.var.tenantId, id, user.id)]);
  return { ...accessTo(actor, row?.conversation, param), row: row! };
}

/** As pathConversation, with a page of its messages read in the same D1 batch (sent only if the caller may read them). */
export async function pathConversationMessages(c: Context<AppEnv>, window: MessageWindow) {
  requireUser(c);
  const { param, id } = pathId(c);
  const [actor, found] = await Promise.all([loadActor(c), id === undefined ? undefined : findConversationWithMessages(c.var.db, c.var.tenantId, id, window)]);
  return { ...accessTo(actor, found?.conversation, param), messages: found!.messages };
}

/** The gate of every change: the readers of a reported conversation only read it. */
export function requireSide(access: Access): ConversationSide {
  if (access.side === null) throw forbidden("The centre reads a reported conversation; it takes no part in it.");
  return access.side;
}

/** Nobody posts in a blocked or a closed conversation (403). */
export function requireOpen(conversation: Conversation) {
  if (conversation.blockedSide !== null) throw forbidden("This conversation is blocked.");
  if (conversation.closedAt !== null) throw forbidden("This conversation is closed: the help request was matched to someone else.");
}

/** The conversation of the path for someone who takes part in it (a reader of a reported one: 403). */
export async function sideConversation(c: Context<AppEnv>) {
  const access = await pathConversation(c);
  return { ...access, side: requireSide(access) };
}
