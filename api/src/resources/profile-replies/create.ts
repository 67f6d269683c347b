import { PROFILE_REPLIES_PER_DAY } from "@contract/volunteer-profiles/replies";
import type { Context } from "hono";
import type { z } from "zod";
import type { User } from "../../db/accounts-schema";
import { profileReplies } from "../../db/volunteer-profiles-schema";
import type { AppEnv } from "../../env";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { notify } from "../../notifications/notify";
import { loadActor } from "../../auth/actor";
import { findOrganization } from "../organizations/read-queries";
import { isPublic } from "../vacancies/access";
import { findVacancy } from "../vacancies/read-queries";
import { findProfile } from "../volunteer-profiles/queries";
import { pendingReply, repliesToday } from "./queries";
import type { createAttributes } from "./schema";

const DAY_MS = 86_400_000;

/** Too many replies from one organization: when the oldest of the last 24 hours drops out, it may send again. */
function rateLimited(oldest: string, now: number) {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(oldest) + DAY_MS - now) / 1000));
  return new JsonApiError(
    {
      status: 429,
      title: "Too many requests",
      detail: `An organization may send ${PROFILE_REPLIES_PER_DAY} replies a day. Please try again later.`,
      code: "rate_limited",
    },
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * POST /profile_replies (docs/volunteer-profiles.md "Replies"): an admin of an approved
 * organization of the profile's centre replies to a published profile, with a message and
 * optionally one of the organization's public vacancies. One waiting reply per volunteer per
 * organization; at most PROFILE_REPLIES_PER_DAY a day per organization (429).
 */
export async function createReply(c: Context<AppEnv>, user: User, values: z.output<typeof createAttributes>): Promise<number> {
  const { db, tenantId } = c.var;
  const actor = await loadActor(c);
  if (!actor.adminOrgIds.includes(values.organization_id))
    throw forbidden("Only the organization's admins reply on its behalf.", "/data/attributes/organization_id");
  const [org, profile] = await Promise.all([findOrganization(db, tenantId, values.organization_id), findProfile(db, tenantId, values.volunteer_id)]);
  const organization = org?.organization;
  if (organization === undefined || organization.status !== "approved")
    throw fieldError("organization_id", "Only an approved organization replies to profiles.", "invalid");
  if (profile === undefined || profile.profile.published !== 1 || profile.profile.volunteerCenterId !== organization.volunteerCenterId)
    throw fieldError("volunteer_id", `There is no profile ${values.volunteer_id} in your centre's pool.`, "invalid");
  if (profile.profile.userId === user.id) throw fieldError("volunteer_id", "You cannot reply to your own profile.", "invalid");
  if (values.vacancy_id !== undefined) {
    const found = await findVacancy(db, tenantId, values.vacancy_id);
    if (found === undefined || found.organization.id !== organization.id || !isPublic(found.vacancy, found.organization))
      throw fieldError("vacancy_id", "The vacancy must be a published vacancy of the organization.", "invalid");
  }
  if (await pendingReply(db, tenantId, organization.id, values.volunteer_id))
    throw fieldError("volunteer_id", "Your organization's reply to this volunteer is still waiting for an answer.", "taken");
  const now = Date.now();
  const today = await repliesToday(db, tenantId, organization.id, new Date(now - DAY_MS).toISOString());
  if (today.n >= PROFILE_REPLIES_PER_DAY) throw rateLimited(today.oldest!, now);
  const insert = db
    .insert(profileReplies)
    .values({
      tenantId,
      organizationId: organization.id,
      volunteerId: values.volunteer_id,
      senderId: user.id,
      vacancyId: values.vacancy_id ?? null,
      message: values.message,
      createdAt: new Date(now).toISOString(),
    })
    .returning({ id: profileReplies.id });
  const [rows] = await db.batch([insert]);
  const id = rows[0]!.id;
  await notify(db, tenantId, {
    userIds: [values.volunteer_id],
    kind: "profile_reply_received",
    subject: { type: "ProfileReply", id },
    path: "/profile-replies",
    params: { organization: organization.name },
  })?.run();
  return id;
}
