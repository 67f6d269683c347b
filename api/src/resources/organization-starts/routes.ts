import { Hono } from "hono";
import { enforceRateLimit } from "../../auth/rate-limit";
import { configOf } from "../../config";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { fieldError } from "../../jsonapi/validation";
import { guard, showQuery as queryOf, writeDocument } from "../../jsonapi/request-input";
import { commit } from "../../mail/commit";
import { mailEach } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { listCenterStaff } from "../organization-sign-ups/queries";
import { upsertRelations } from "../organizations/write-queries";
import { withCoordinates } from "../organizations/write-extras";
import { ORGANIZATION_TAG_LINKS, checkTagIds, replaceLinks } from "../tags/links";
import { starter } from "./access";
import { adminRole, deleteOrganization, insertPendingOrganization } from "./queries";
import { START_TYPES, showQuery, startAttributes } from "./schema";
import { startDocument, toStartResource } from "./serializer";

export const ORGANIZATION_STARTS_PATH = "/api/v1/organization_starts";

const signedInStarter = guard(starter);

/**
 * Signed in: the caller starts an organization with their own account (docs/organizations.md,
 * "Starting an organization while signed in"): pending at the request's centre, the caller its
 * admin, its themes the centre's, the centre's staff mailed as for a sign-up. 201 with the start.
 */
export const organizationStartRoutes = new Hono<AppEnv>()
  .post("/", signedInStarter, queryOf(showQuery), writeDocument(START_TYPES, startAttributes, { create: true }), async (c) => {
    const user = signedInStarter.of(c);
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    // The same budget as a sign-up: starting organizations is not a way around it.
    await enforceRateLimit(c, "sign_up", user.email ?? String(user.id));
    const centerId = await currentCenterId(c);
    if (centerId === null) throw fieldError("name", "This site has no volunteer centre to start an organization at.", "invalid");
    // Checked before anything is stored: the centre's own themes only.
    const tagIds = attrs.tag_ids?.length ? await checkTagIds(db, tenantId, attrs.tag_ids, { centerId }) : [];
    const address = await withCoordinates(c, attrs.address, null);
    const [sender, staff] = await Promise.all([senderFor(db, tenantId, centerId), listCenterStaff(db, tenantId, centerId)]);
    const id = await insertPendingOrganization(db, tenantId, { name: attrs.name, type: attrs.organization_type, volunteerCenterId: centerId });
    const changes = [
      adminRole(db, tenantId, user.id, id),
      ...upsertRelations(db, tenantId, id, attrs.profile, address),
      ...replaceLinks(db, ORGANIZATION_TAG_LINKS, tenantId, id, tagIds),
    ];
    const mails = mailEach(db, tenantId, "organization_pending", staff, sender, () => ({
      organization: attrs.name,
      link: publicLink(configOf(c.env), tenantId, centerId, "/organizations/approve"),
    }));
    try {
      await commit(c, changes, mails);
    } catch (error) {
      // Nothing half-made stays: the organization goes with its role, profile and themes.
      await deleteOrganization(db, tenantId, id);
      throw error;
    }
    return sendDocument(c, await startDocument(toStartResource({ id, name: attrs.name, status: "pending" }), c.req.valid("query"), c.req.url), 201);
  })
  .all("/", methodNotAllowed(["POST"]));
