import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Locale, users } from "../../db/accounts-schema";
import { helpOffers, helpRequests } from "../../db/help-requests-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { outboxInsert, queueDelivery } from "../../mail/outbox";
import { senderFor } from "../../mail/site-name";
import { notify } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { closeMatchConversation, openMatchConversation } from "./conversation";
import type { HelpRequestRow } from "./queries";
import type { UpdateValues } from "./schema";

/**
 * PATCH /help_requests/:id (the centre's staff, checked by the route): match a volunteer who
 * offered to help with it (status becomes matched; the volunteer is told, the requester mailed),
 * write the follow-up, close or reopen.
 * An unconfirmed request is not theirs to act on yet (422).
 */
export async function updateHelpRequest(c: Context<AppEnv>, request: HelpRequestRow, values: UpdateValues, attempt = 1): Promise<void> {
  const staff = requireUser(c);
  if (request.status === "unconfirmed") throw fieldError("status", "The requester has not confirmed this request yet.", "invalid_transition");
  const { db, tenantId } = c.var;
  const volunteerId = values.volunteer_id === undefined ? request.volunteer_id : values.volunteer_id;
  let volunteer: { id: number; firstName: string; locale: Locale } | undefined;
  if (values.volunteer_id != null && values.volunteer_id !== request.volunteer_id) {
    // Only a volunteer who offered to help with this very request, and still has an active
    // account, may be matched: the staff screen offers no one else, and the api is no back door
    // to hand a resident's name, address and phone to any user of the tenant.
    const found = await db
      .select({ id: helpOffers.volunteerId, firstName: users.firstName, locale: users.locale })
      .from(helpOffers)
      .innerJoin(users, and(eq(users.id, helpOffers.volunteerId), eq(users.tenantId, helpOffers.tenantId)))
      .where(
        and(
          eq(helpOffers.tenantId, tenantId),
          eq(helpOffers.helpRequestId, request.id),
          eq(helpOffers.volunteerId, values.volunteer_id),
          eq(users.status, "active"),
        ),
      )
      .get();
    if (!found) throw fieldError("volunteer_id", `Volunteer ${values.volunteer_id} has not offered to help with this request.`, "invalid");
    volunteer = { id: found.id, firstName: found.firstName ?? "", locale: found.locale };
  }
  // Naming a volunteer matches; taking the volunteer away opens the request again.
  const status = values.status ?? (values.volunteer_id === undefined ? request.status : volunteerId === null ? "open" : "matched");
  if (status === "matched" && volunteerId === null) throw fieldError("volunteer_id", "A matched request needs its volunteer.", "blank");
  const at = new Date().toISOString();
  const newMatch = status === "matched" && volunteerId !== request.volunteer_id;
  const update = db
    .update(helpRequests)
    .set({
      status,
      volunteerId: status === "open" ? null : volunteerId,
      ...(values.follow_up !== undefined && { followUp: values.follow_up || null }),
      ...(newMatch && { matchedAt: at }),
      updatedAt: at,
    })
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, request.id)));
  const told = newMatch
    ? notify(db, tenantId, {
        userIds: [volunteerId],
        kind: "help_request_matched",
        subject: { type: "HelpRequest", id: request.id },
        path: `/een-op-een-hulp/${request.id}`,
        params: { what: request.what.slice(0, 80) },
      })
    : undefined;
  // The requester has no account: a mail in their language tells them who will help (the first
  // name only; the volunteer gets in touch, the requester's details are theirs to see now).
  const mail = newMatch
    ? outboxInsert(db, tenantId, {
        kind: "help_request_matched",
        locale: request.locale,
        to: request.email,
        userId: null,
        vars: {
          ...(await senderFor(db, tenantId, request.volunteer_center_id)),
          name: request.name,
          volunteer: volunteer?.firstName ?? "",
          what: request.what.slice(0, 80),
        },
      })
    : undefined;
  // The match continues as a conversation with the centre's staff, written in the same batch:
  // the earlier volunteer's closes (matched to someone else, or no one), the new one's opens.
  const leaving = request.volunteer_id !== null && (newMatch || status === "open") ? request.volunteer_id : null;
  const closed = leaving === null ? [] : [closeMatchConversation(c, request.id, leaving, at)];
  const talk = newMatch && volunteer ? await openMatchConversation(c, request, volunteer, staff, at) : undefined;
  const head = [update, ...(told ? [told] : []), ...(mail ? [mail] : []), ...closed] as const;
  try {
    const results = await db.batch([...head, ...(talk?.items ?? [])]);
    const ids = [
      ...(mail ? mailIds([results[head.length - 1 - closed.length]], 0) : []),
      ...(talk ? mailIds(results.slice(head.length + talk.mails.from, head.length + talk.mails.to), 0) : []),
    ];
    queueDelivery(c, ids);
  } catch (error) {
    // Another writer took the new conversation's id first: the batch wrote nothing; once more.
    if (talk && attempt === 1 && /UNIQUE constraint failed: conversations\.id/.test(String(error))) return updateHelpRequest(c, request, values, 2);
    throw error;
  }
}
