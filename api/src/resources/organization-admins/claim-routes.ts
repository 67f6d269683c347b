import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import {
  CLAIM_DECISIONS,
  CLAIM_REASON_MAX,
  ORGANIZATION_CLAIMS,
  emailOnWebsiteDomain,
  organizationClaimList,
  organizationClaimShow,
} from "@contract/organization-claims";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireUser, signedIn } from "../../auth/authenticate";
import { configOf } from "../../config";
import { roles } from "../../db/accounts-schema";
import { organizationClaims as claims } from "../../db/organization-admins-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { serializeDocument } from "../../jsonapi/serialize";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { publicLink } from "../../mail/public-url";
import { senderFor } from "../../mail/site-name";
import { notifyAll } from "../notifications/notify";
import { listCenterStaff } from "../organization-sign-ups/queries";
import { canManage, canSee } from "../organizations/access";
import { type Actor, loadActor } from "../../auth/actor";
import { type ClaimRow, findClaim, findOrganizationWithWebsite, listClaims } from "./claim-queries";
import { claimSerializer, toClaimResource } from "./claim-serializer";

const claimList = listQuery(organizationClaimList);

export const ORGANIZATION_CLAIMS_PATH = `/api/v1/${ORGANIZATION_CLAIMS}`;
const TYPES = [ORGANIZATION_CLAIMS, "organization_claim"];

const createAttributes = z
  .object({
    organization_id: z
      .union([z.string(), z.number()], { required_error: "Organization id can't be blank." })
      .transform(String)
      .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, "Organization id must be a positive integer.")),
    reason: z
      .string({ required_error: "Reason can't be blank.", invalid_type_error: "Reason must be a string." })
      .trim()
      .min(1, "Reason can't be blank.")
      .max(CLAIM_REASON_MAX, `Reason is too long (maximum is ${CLAIM_REASON_MAX} characters).`),
  })
  .strict();

const decideAttributes = z
  .object({
    status: z.enum(CLAIM_DECISIONS, { errorMap: () => ({ message: "Status must be accepted or refused." }) }),
  })
  .strict();

const searchParams = (c: Context) => new URL(c.req.url).searchParams;
const resourceUrl = (c: Context) => (r: { id: string }) => new URL(`${ORGANIZATION_CLAIMS_PATH}/${r.id}`, c.req.url).href;

async function sendOne(c: Context<AppEnv>, row: ClaimRow, status: 200 | 201 = 200) {
  const query = parseQuery(searchParams(c), organizationClaimShow);
  const self = resourceUrl(c)({ id: String(row.claim.id) });
  const document = await serializeDocument(claimSerializer, toClaimResource(row), { ...query, selfUrl: self, resourceUrl: resourceUrl(c) });
  return sendDocument(c, document, status, status === 201 ? { Location: self } : {});
}

const decides = (actor: Actor, row: ClaimRow) =>
  canManage(actor, { id: row.claim.organizationId, volunteerCenterId: row.volunteerCenterId } as Parameters<typeof canManage>[1]);

/** The claim of the path, to its maker and to those who decide it; else a 404. */
async function pathClaim(c: Context<AppEnv>, actor: Actor) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findClaim(c.var.db, c.var.tenantId, id);
  if (row === undefined || (row.claim.userId !== actor.user?.id && !decides(actor, row))) throw notFound(`There is no claim ${param}.`);
  return row;
}

/**
 * POST: "this is my organization". Any signed-in user who can see the organization and is not its
 * admin yet; one waiting claim per user and organization (422 `taken`). The centre's staff are
 * told (notification and mail). A user whose confirmed address is on the organization's own
 * website domain is its admin at once: the claim is accepted as staff would accept it (role, mail
 * and notification to the user; docs/organization-claims.md), and staff have nothing to decide.
 */
async function createClaim(c: Context<AppEnv>) {
  const user = requireUser(c);
  parseQuery(searchParams(c), organizationClaimShow);
  const actor = await loadActor(c);
  const input = await readResourceDocument(c, TYPES, { create: true });
  const attrs = parseValues(createAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const found = await findOrganizationWithWebsite(db, tenantId, Number(attrs.organization_id));
  if (!found || !canSee(actor, found.organization))
    throw notFound(`There is no organization ${attrs.organization_id}.`, { pointer: "/data/attributes/organization_id" });
  const org = found.organization;
  if (actor.adminOrgIds.includes(org.id)) throw fieldError("organization_id", "You are already an admin of this organization.", "already_admin");
  const confirmed = user.confirmedAt !== null && user.unconfirmedEmail === null;
  const domainMatch = confirmed && emailOnWebsiteDomain(user.email ?? "", found.website);
  const [sender, staff] = await Promise.all([
    senderFor(db, tenantId, org.volunteerCenterId),
    org.volunteerCenterId === null || domainMatch ? [] : listCenterStaff(db, tenantId, org.volunteerCenterId),
  ]);
  const userName = [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? "");
  const queue = publicLink(configOf(c.env), tenantId, org.volunteerCenterId, "/organizations/claims");
  const mailed = staff.filter((s) => s.email);
  // The notifications name the claim's organization; they go in the same batch as the claim.
  const told = notifyAll(db, tenantId, {
    userIds: staff.map((s) => s.id),
    kind: "organization_claim_received",
    subject: { type: "Organization", id: org.id },
    path: "/organizations/claims",
    params: { user: userName, organization: org.name },
  });
  let results: unknown[];
  try {
    results = await db.batch([
      db
        .insert(claims)
        .values({ tenantId, organizationId: org.id, userId: user.id, reason: attrs.reason, domainMatch: domainMatch ? 1 : 0 })
        .returning({ id: claims.id }),
      ...mailed.map((s) =>
        outboxInsert(db, tenantId, {
          kind: "organization_claim_new",
          locale: s.locale,
          to: s.email!,
          userId: s.id,
          vars: { ...sender, name: s.firstName, organization: org.name, applicant: userName, reason: attrs.reason, domainMatch, link: queue },
        }),
      ),
      ...told,
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE"))
      throw fieldError("organization_id", "You already asked for this organization; the centre has not decided yet.", "taken");
    throw error;
  }
  const claimId = (results[0] as { id: number }[])[0].id;
  queueDelivery(
    c,
    results.slice(1, 1 + mailed.length).map((m) => (m as { id: number }[])[0].id),
  );
  if (domainMatch) await decide(c, (await findClaim(db, tenantId, claimId))!, "accepted", null);
  return sendOne(c, (await findClaim(db, tenantId, claimId))!, 201);
}

/**
 * Accepts or refuses a waiting claim in one batch: its status, on acceptance the admin role, and
 * the claimant's mail and notification. `deciderId` null: accepted by the domain rule, not a person.
 */
async function decide(c: Context<AppEnv>, row: ClaimRow, status: (typeof CLAIM_DECISIONS)[number], deciderId: number | null) {
  const { db, tenantId } = c.var;
  const now = new Date().toISOString();
  const accepted = status === "accepted";
  const edit = publicLink(configOf(c.env), tenantId, row.volunteerCenterId, `/organizations/${row.claim.organizationId}/edit`);
  const [, , mail, ...rest] = await db.batch([
    db
      .update(claims)
      .set({ status, decidedById: deciderId, decidedAt: now, updatedAt: now })
      .where(and(eq(claims.tenantId, tenantId), eq(claims.id, row.claim.id), eq(claims.status, "pending"))),
    accepted
      ? db
          .insert(roles)
          .values({ tenantId, userId: row.claim.userId, name: "admin", resourceType: "Organization", resourceId: row.claim.organizationId })
          .onConflictDoNothing()
      : db.select({ id: claims.id }).from(claims).where(eq(claims.id, row.claim.id)),
    outboxInsert(db, tenantId, {
      kind: accepted ? "organization_claim_accepted" : "organization_claim_refused",
      locale: row.locale,
      to: row.email ?? "",
      userId: row.claim.userId,
      vars: {
        ...(await senderFor(db, tenantId, row.volunteerCenterId)),
        name: row.firstName,
        organization: row.organizationName,
        link: accepted ? edit : undefined,
      },
    }),
    ...notifyAll(db, tenantId, {
      userIds: [row.claim.userId],
      kind: accepted ? "organization_claim_accepted" : "organization_claim_refused",
      subject: { type: "Organization", id: row.claim.organizationId },
      path: accepted ? `/organizations/${row.claim.organizationId}/edit` : `/organizations/${row.claim.organizationId}`,
      params: { organization: row.organizationName },
    }),
  ]);
  void rest;
  if (row.email) queueDelivery(c, [(mail as { id: number }[])[0].id]);
}

/** PUT /:id: staff of the organization's centre (or a super admin) accept or refuse a waiting claim. */
async function decideClaim(c: Context<AppEnv>) {
  requireUser(c);
  parseQuery(searchParams(c), organizationClaimShow);
  const actor = await loadActor(c);
  const row = await pathClaim(c, actor);
  if (!decides(actor, row)) throw forbidden("Only the organization's centre's staff decide claims.");
  const input = await readResourceDocument(c, TYPES);
  if (input.id !== undefined && input.id !== String(row.claim.id)) throw fieldError("id", "The id must be the path's.", "invalid");
  const { status } = parseValues(decideAttributes, input.attributes);
  if (row.claim.status !== "pending") throw fieldError("status", `This claim was already ${row.claim.status}.`, "transition");
  await decide(c, row, status, actor.user!.id);
  const { db, tenantId } = c.var;
  return sendOne(c, (await findClaim(db, tenantId, row.claim.id))!);
}

export const organizationClaimRoutes = new Hono<AppEnv>()
  .get("/", signedIn, claimList, async (c) => {
    const query = claimList.of(c);
    const actor = await loadActor(c);
    const { rows, total } = await listClaims(
      c.var.db,
      c.var.tenantId,
      actor,
      { organizationId: query.filter.organization_id_eq as number | undefined, status: query.filter.status_eq as string | undefined },
      query.page,
    );
    return sendList(c, claimSerializer, rows.map(toClaimResource), query, { total, resourceUrl: resourceUrl(c) });
  })
  .post("/", createClaim)
  .get("/:id", async (c) => {
    requireUser(c);
    return sendOne(c, await pathClaim(c, await loadActor(c)));
  })
  .put("/:id", decideClaim)
  .patch("/:id", decideClaim)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH"]));
