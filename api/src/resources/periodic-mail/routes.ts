import { PERIODIC_MAIL_UNSUBSCRIPTIONS } from "@contract/periodic-mail";
import { Hono } from "hono";
import { requireUser, signedIn } from "../../auth/authenticate";
import { configOf } from "../../config";
import { databaseNameFor } from "../../db/tenant-databases";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { writeDocument } from "../../jsonapi/request-input";
import { startDigests } from "../../mail/digest/jobs";
import { notInProduction } from "./access";
import { saveDigestPreference } from "./preference";
import { findUserById } from "../users/queries";
import { digestTagIds, makeDigestsDue, unsubscribeByToken } from "./queries";
import { PREFERENCE_TYPES_IN, UNSUBSCRIPTION_TYPES_IN, preferenceAttributes, unsubscribeAttributes } from "./schema";
import { preferenceDocument } from "./serializer";

/** Mounted at the api's root: the digest's three paths (docs/mail.md). */
export const PERIODIC_MAIL_BASE = "/api/v1";
const UNSUBSCRIPTIONS = `/${PERIODIC_MAIL_UNSUBSCRIPTIONS}`;

export const periodicMailRoutes = new Hono<AppEnv>()
  // The digest's one-click unsubscribe (RFC 8058), anonymous: the token only switches this
  // tenant's digest of its holder off. Idempotent (204 again); an unknown token, or one of
  // another tenant, is a 404.
  .post(UNSUBSCRIPTIONS, writeDocument(UNSUBSCRIPTION_TYPES_IN, unsubscribeAttributes), async (c) => {
    const row = await unsubscribeByToken(c.var.db, c.var.tenantId, c.req.valid("json").token);
    if (!row) throw notFound("This unsubscribe link is unknown.");
    return c.body(null, 204);
  })
  .all(UNSUBSCRIPTIONS, methodNotAllowed(["POST"]))
  // "Send the digests now", for /dev/mail and the e2e flow that follows a digest's link: the
  // tenant's subscribers become due and the daily cron's planning starts (through the queue, as
  // the cron does). Each still gets only what is new to them.
  .use("/digest_runs", notInProduction)
  .post("/digest_runs", async (c) => {
    const now = new Date();
    const due = await makeDigestsDue(c.var.db, c.var.tenantId, now);
    // The tenant's own database's chain, when it has one (db/tenant-databases.ts).
    await startDigests(c.env, now, databaseNameFor(c.env, c.var.tenantId));
    return sendDocument(c, { meta: { subscribers: due.length, run_at: now.toISOString() } }, 202);
  })
  .all("/digest_runs", methodNotAllowed(["POST"]))
  // The signed-in user's digest choices: 401 without a user.
  .get("/digest_preference", signedIn, async (c) => {
    const user = requireUser(c);
    return sendDocument(c, preferenceDocument(user, await digestTagIds(c.var.db, c.var.tenantId, user.id)));
  })
  .patch("/digest_preference", signedIn, writeDocument(PREFERENCE_TYPES_IN, preferenceAttributes, { id: (c) => requireUser(c).id }), async (c) => {
    const { db, tenantId } = c.var;
    await saveDigestPreference(db, tenantId, geocoderFor(configOf(c.env)), requireUser(c), c.req.valid("json"));
    const updated = (await findUserById(db, tenantId, requireUser(c).id))!;
    return sendDocument(c, preferenceDocument(updated, await digestTagIds(db, tenantId, updated.id)));
  })
  .all("/digest_preference", methodNotAllowed(["GET", "PATCH"]));
