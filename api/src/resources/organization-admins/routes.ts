import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import { enforceRateLimit } from "../../auth/rate-limit";
import { organizations } from "../../db/accounts-schema";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { canEdit, canSee } from "../organizations/access";
import { type Actor, loadActor } from "../../auth/actor";
import { invitationMail } from "./mail";
import { findInvitation, findOpenInvitation, type InvitationRow, listInvitations } from "./queries";
import { INVITATION_TYPES, indexQuery, inviteAttributes, showQuery } from "./schema";
import { invitationSerializer, toInvitationResource } from "./serializer";

const organizationAdminList = listQuery(indexQuery);

export const ORGANIZATION_ADMIN_INVITATIONS_PATH = "/api/v1/organization_admin_invitations";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const resourceUrl = (c: Context) => (r: { id: string }) => new URL(`${ORGANIZATION_ADMIN_INVITATIONS_PATH}/${r.id}`, c.req.url).href;

const missingOrganization = (id: string) => notFound(`There is no organization ${id}.`, { pointer: "/data/attributes/organization_id" });

/** The organization named, when the actor may manage its admins: 404 unseen, 403 seen but not theirs. */
async function editableOrganization(c: Context<AppEnv>, actor: Actor, param: string) {
  const id = parseIntegerId(param);
  const org =
    id === undefined
      ? undefined
      : await c.var.db
          .select()
          .from(organizations)
          .where(and(eq(organizations.tenantId, c.var.tenantId), eq(organizations.id, id)))
          .get();
  if (org === undefined || !canSee(actor, org)) throw missingOrganization(param);
  if (!canEdit(actor, org)) throw forbidden("Only the organization's admins and its centre's staff may invite admins.");
  return org;
}

/** The invitation of the path, to those who may manage its organization's admins; else a 404. */
async function pathInvitation(c: Context<AppEnv>, actor: Actor) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findInvitation(c.var.db, c.var.tenantId, id);
  const org = row && { id: row.invitation.organizationId, volunteerCenterId: row.volunteerCenterId };
  if (row === undefined || !canEdit(actor, org as Parameters<typeof canEdit>[1])) throw notFound(`There is no invitation ${param}.`);
  return row;
}

const inviterName = (actor: Actor) => [actor.user?.firstName, actor.user?.lastName].filter(Boolean).join(" ") || null;

async function sendOne(c: Context<AppEnv>, row: InvitationRow, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), showQuery);
  const self = resourceUrl(c)({ id: String(row.invitation.id) });
  const document = await serializeDocument(invitationSerializer, toInvitationResource(row), {
    ...query,
    selfUrl: self,
    resourceUrl: resourceUrl(c),
  });
  return sendDocument(c, document, status, status === 201 ? { Location: self } : {});
}

/**
 * POST: invites an address as co-admin. The answer is the invitation, the same whether or not the
 * address has an account (no enumeration); inviting an address again re-sends its open invitation
 * with a new link.
 */
async function invite(c: Context<AppEnv>) {
  requireUser(c);
  parseQuery(searchParams(c), showQuery);
  const actor = await loadActor(c);
  const input = await readResourceDocument(c, INVITATION_TYPES, { create: true });
  const attrs = parseValues(inviteAttributes, input.attributes);
  const org = await editableOrganization(c, actor, attrs.organization_id);
  await enforceRateLimit(c, "admin_invitation", attrs.email);
  const { db, tenantId } = c.var;
  const locale = attrs.locale ?? actor.user?.locale ?? "nl";
  const { digest, insert } = await invitationMail(c, { email: attrs.email, locale }, org, inviterName(actor));
  const now = new Date().toISOString();
  const open = await findOpenInvitation(db, tenantId, org.id, attrs.email);
  const write = open
    ? db
        .update(invitations)
        .set({ tokenDigest: digest, sentAt: now, locale, invitedById: actor.user!.id, updatedAt: now })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, open.id)))
        .returning({ id: invitations.id })
    : db
        .insert(invitations)
        .values({ tenantId, organizationId: org.id, email: attrs.email, locale, tokenDigest: digest, invitedById: actor.user!.id, sentAt: now })
        .returning({ id: invitations.id });
  const [[{ id }], [mail]] = await db.batch([write, insert]);
  queueDelivery(c, [mail.id]);
  return sendOne(c, (await findInvitation(db, tenantId, id))!, 201);
}

/** POST /:id/resend: a new link (the old one stops working) and the validity period starts again. */
async function resend(c: Context<AppEnv>) {
  requireUser(c);
  parseQuery(searchParams(c), showQuery);
  const actor = await loadActor(c);
  const row = await pathInvitation(c, actor);
  const { db, tenantId } = c.var;
  const { digest, insert } = await invitationMail(
    c,
    { email: row.invitation.email, locale: row.invitation.locale },
    { name: row.organizationName, volunteerCenterId: row.volunteerCenterId },
    inviterName(actor),
  );
  const now = new Date().toISOString();
  const [, [mail]] = await db.batch([
    db
      .update(invitations)
      .set({ tokenDigest: digest, sentAt: now, updatedAt: now })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, row.invitation.id))),
    insert,
  ]);
  queueDelivery(c, [mail.id]);
  return sendOne(c, (await findInvitation(db, tenantId, row.invitation.id))!);
}

export const organizationAdminInvitationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, organizationAdminList, async (c) => {
    const query = organizationAdminList.of(c);
    const actor = await loadActor(c);
    const organizationId = query.filter.organization_id_eq;
    if (organizationId !== undefined) await editableOrganization(c, actor, String(organizationId));
    const { rows, total } = await listInvitations(c.var.db, c.var.tenantId, actor, organizationId, query.page);
    return sendList(c, invitationSerializer, rows.map(toInvitationResource), query, { total, resourceUrl: resourceUrl(c) });
  })
  .post("/", invite)
  .get("/:id", async (c) => {
    requireUser(c);
    return sendOne(c, await pathInvitation(c, await loadActor(c)));
  })
  .delete("/:id", async (c) => {
    requireUser(c);
    parseQuery(searchParams(c), {});
    const row = await pathInvitation(c, await loadActor(c));
    await c.var.db
      .delete(invitations)
      .where(and(eq(invitations.tenantId, c.var.tenantId), eq(invitations.id, row.invitation.id)))
      .run();
    return c.body(null, 204);
  })
  .post("/:id/resend", resend)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "DELETE"]))
  .all("/:id/resend", methodNotAllowed(["POST"]));
