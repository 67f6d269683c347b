import { Hono } from "hono";
import { loadActor } from "../../auth/actor";
import { signedIn } from "../../auth/authenticate";
import { enforceRateLimit } from "../../auth/rate-limit";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { editableOrganization, pathInvitation } from "./access";
import { invite, resend } from "./invite";
import { findInvitation, listInvitations } from "./queries";
import { INVITATION_TYPES, indexQuery, inviteAttributes, showQuery as showSpec } from "./schema";
import { ORGANIZATION_ADMIN_INVITATIONS_PATH, invitationDocument, invitationSerializer, invitationUrl, toInvitationResource } from "./serializer";
import { deleteInTenant } from "../../db/find-in-tenant";

export { ORGANIZATION_ADMIN_INVITATIONS_PATH };

const invitationList = listQuery(indexQuery);
const invitationQuery = showQuery(showSpec);
const ownInvitation = guard(pathInvitation);

export const organizationAdminInvitationRoutes = new Hono<AppEnv>()
  .get("/", signedIn, invitationList, async (c) => {
    const query = c.req.valid("query");
    const actor = await loadActor(c);
    const organizationId = query.filter.organization_id_eq;
    if (organizationId !== undefined) await editableOrganization(c, actor, String(organizationId));
    const { rows, total } = await listInvitations(c.var.db, c.var.tenantId, actor, organizationId, query.page);
    return sendList(c, invitationSerializer, rows.map(toInvitationResource), query, { total, resourceUrl: invitationUrl(c.req.url) });
  })
  // Invites an address as co-admin (invite.ts).
  .post("/", signedIn, invitationQuery, writeDocument(INVITATION_TYPES, inviteAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const actor = await loadActor(c);
    const org = await editableOrganization(c, actor, attrs.organization_id);
    await enforceRateLimit(c, "admin_invitation", attrs.email);
    const id = await invite(c, actor, org, attrs);
    const document = await invitationDocument((await findInvitation(c.var.db, c.var.tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: invitationUrl(c.req.url)({ id: String(id) }) });
  })
  // The invitation's 404 before the query's 400, as it answered before its query had a middleware.
  .get("/:id", signedIn, ownInvitation, invitationQuery, async (c) =>
    sendDocument(c, await invitationDocument(ownInvitation.of(c).row, c.req.valid("query"), c.req.url)),
  )
  .delete("/:id", signedIn, showQuery({}), ownInvitation, async (c) => {
    const { row } = ownInvitation.of(c);
    await deleteInTenant(c.var.db, invitations, c.var.tenantId, row.invitation.id).run();
    return c.body(null, 204);
  })
  // A new link (the old one stops working); the validity period starts again.
  .post("/:id/resend", signedIn, invitationQuery, ownInvitation, async (c) => {
    const { actor, row } = ownInvitation.of(c);
    await resend(c, actor, row);
    return sendDocument(c, await invitationDocument((await findInvitation(c.var.db, c.var.tenantId, row.invitation.id))!, c.req.valid("query"), c.req.url));
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "DELETE"]))
  .all("/:id/resend", methodNotAllowed(["POST"]));
