import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { hashPassword } from "../../auth/password";
import { sha256Hex } from "../../auth/random";
import { roles, users } from "../../db/accounts-schema";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { findUserByEmail } from "../users/queries";
import { findInvitationByDigest, type InvitationRow } from "./queries";
import { ACCEPTANCE_TYPES, acceptSignedIn, acceptWithAccount } from "./schema";
import { acceptanceSerializer, isExpired, toAcceptanceResource } from "./serializer";

export const ORGANIZATION_ADMIN_ACCEPTANCES_PATH = "/api/v1/organization_admin_acceptances";

const unknownLink = () => notFound("This invitation is unknown, was already accepted or has expired.");

/** The open, unexpired invitation of a token; anything else is the same 404. */
async function invitationOf(c: Context<AppEnv>, token: string): Promise<InvitationRow> {
  const row = token.length > 200 ? undefined : await findInvitationByDigest(c.var.db, c.var.tenantId, await sha256Hex(token));
  if (row === undefined || isExpired(row.invitation.sentAt)) throw unknownLink();
  return row;
}

async function send(c: Context<AppEnv>, row: InvitationRow, meta?: Record<string, unknown>) {
  const document = await serializeDocument(acceptanceSerializer, toAcceptanceResource(row), {
    include: [],
    fields: {},
    selfUrl: new URL(ORGANIZATION_ADMIN_ACCEPTANCES_PATH, c.req.url).href,
    ...(meta && { meta }),
  });
  return sendDocument(c, document);
}

const roleOf = (tenantId: string, userId: number | ReturnType<typeof sql>, organizationId: number) => ({
  tenantId,
  userId: userId as number,
  name: "admin",
  resourceType: "Organization" as const,
  resourceId: organizationId,
});

/**
 * POST: accepts an invitation with its mailed token. Signed in, the caller becomes admin of the
 * organization (whichever address their account has: the token proves the invitation reached
 * them). Signed out, an account is made with the invitation's address (confirmed: the token came
 * to that mailbox) and the names and password sent; an address that has an account must sign in
 * instead (422 on `token`, code `account_exists`: only the token's holder learns it).
 */
async function accept(c: Context<AppEnv>) {
  parseQuery(new URL(c.req.url).searchParams, {});
  const input = await readResourceDocument(c, ACCEPTANCE_TYPES);
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  if (user !== null) {
    const { token } = parseValues(acceptSignedIn, input.attributes);
    const row = await invitationOf(c, token);
    await db.batch([
      db
        .insert(roles)
        .values(roleOf(tenantId, user.id, row.invitation.organizationId))
        .onConflictDoNothing(),
      db
        .update(invitations)
        .set({ acceptedAt: now, acceptedById: user.id, updatedAt: now })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
    ]);
    return send(c, row, { account_created: false });
  }
  const attrs = parseValues(acceptWithAccount, input.attributes);
  const row = await invitationOf(c, attrs.token);
  const email = row.invitation.email;
  const accountExists = () => fieldError("token", "An account with this invitation's address exists: sign in to accept it.", "account_exists");
  if (await findUserByEmail(db, tenantId, email)) throw accountExists();
  const newUser = sql`(SELECT id FROM users WHERE tenant_id = ${tenantId} AND email = ${email})`;
  try {
    await db.batch([
      db.insert(users).values({
        tenantId,
        volunteerCenterId: row.volunteerCenterId,
        email,
        passwordDigest: await hashPassword(attrs.password),
        firstName: attrs.first_name,
        lastName: attrs.last_name,
        locale: row.invitation.locale,
        status: "active",
        confirmedAt: now,
      }),
      db.insert(roles).values(roleOf(tenantId, newUser, row.invitation.organizationId)),
      db
        .update(invitations)
        .set({ acceptedAt: now, acceptedById: newUser as unknown as number, updatedAt: now })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw accountExists();
    throw error;
  }
  return send(c, row, { account_created: true });
}

export const organizationAdminAcceptanceRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    parseQuery(new URL(c.req.url).searchParams, {});
    return send(c, await invitationOf(c, c.req.param("token")));
  })
  .post("/", accept)
  .all("/", methodNotAllowed(["POST"]))
  .all("/:token", methodNotAllowed(["GET"]));
