import type { Context } from "hono";
import { sha256Hex } from "../../auth/random";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { type InvitationRow, findInvitationByDigest } from "../organization-admins/queries";
import { isExpired } from "../organization-admins/serializer";

/** The token is the permission: an unknown, accepted or expired one is the same 404. */
export async function invitationOfToken(c: Context<AppEnv>, token: string): Promise<InvitationRow> {
  const row = token.length > 200 ? undefined : await findInvitationByDigest(c.var.db, c.var.tenantId, await sha256Hex(token));
  if (row === undefined || isExpired(row.invitation.sentAt)) throw notFound("This invitation is unknown, was already accepted or has expired.");
  return row;
}
