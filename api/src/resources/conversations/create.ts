import type { ConversationSide } from "@contract/conversations";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { conversations, type Conversation } from "../../db/conversations-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { canSeeApplication, isApplicant } from "../applications/access";
import { findApplication } from "../applications/queries";
import { canSee } from "../../auth/organization-access";
import { type Actor, loadActor } from "../../auth/actor";
import { forbidden } from "../../jsonapi/errors";
import { findOrganization } from "../organizations/read-queries";
import { isPublic } from "../vacancies/access";
import { findVacancy } from "../vacancies/read-queries";
import { runnerSide, shiftConversationKey } from "../shift-messages/conversation-key";
import { findShiftSignUp } from "../shift-messages/queries";
import { parentOf } from "../shifts/parent";
import { findShift } from "../shifts/queries";
import { findOpenConversation } from "./queries";
import { appendMessage } from "./post";
import type { CreateValues } from "./schema";

type Start = Pick<Conversation, "kind" | "organizationId" | "volunteerId" | "subjectType" | "subjectId" | "topic" | "volunteerCenterId"> & {
  side: ConversationSide;
};

const ONE_OF = ["vacancy_id", "application_id", "organization_id", "shift_sign_up_id"] as const;

/** A volunteer's question about a public vacancy: never to one's own organization. */
async function aboutVacancy(c: Context<AppEnv>, actor: Actor, id: number): Promise<Start> {
  const found = await findVacancy(c.var.db, c.var.tenantId, id);
  if (found === undefined || !isPublic(found.vacancy, found.organization))
    throw fieldError("vacancy_id", `Vacancy ${id} is not open for questions.`, "invalid");
  if (actor.adminOrgIds.includes(found.organization.id)) throw fieldError("vacancy_id", "You cannot ask your own organization a question.", "invalid");
  return {
    kind: "volunteer_organization",
    organizationId: found.organization.id,
    volunteerCenterId: found.organization.volunteerCenterId,
    volunteerId: actor.user!.id,
    subjectType: "Vacancy",
    subjectId: id,
    topic: found.vacancy.title,
    side: "volunteer",
  };
}

/** About an application with an account: its applicant, or an admin of the organization. */
async function aboutApplication(c: Context<AppEnv>, actor: Actor, id: number): Promise<Start> {
  const row = await findApplication(c.var.db, c.var.tenantId, id);
  if (row === undefined || !canSeeApplication(actor, row.application, row.organization))
    throw fieldError("application_id", `There is no application ${id}.`, "invalid");
  const side: ConversationSide | null = isApplicant(actor, row.application)
    ? "volunteer"
    : actor.adminOrgIds.includes(row.organization.id)
      ? "organization"
      : null;
  if (side === null) throw forbidden("Only the applicant and the organization's admins talk about an application.", "/data/attributes/application_id");
  if (row.application.userId === null) throw fieldError("application_id", "A guest's application has no account to talk to: answer by mail.", "invalid");
  return {
    kind: "volunteer_organization",
    organizationId: row.organization.id,
    volunteerCenterId: row.organization.volunteerCenterId,
    volunteerId: row.application.userId,
    subjectType: "Application",
    subjectId: id,
    topic: row.vacancy.title,
    side,
  };
}

/** About a shift (from the roster): its volunteer, or the side that speaks for its activity or vacancy (runnerSide). */
async function aboutShiftSignUp(c: Context<AppEnv>, actor: Actor, id: number): Promise<Start> {
  const { db, tenantId } = c.var;
  const signUp = await findShiftSignUp(db, tenantId, id);
  const shift = signUp && (await findShift(db, tenantId, signUp.shiftId));
  const parent = shift && (await parentOf(db, tenantId, shift.shift));
  const own = signUp !== undefined && signUp.userId === actor.user!.id;
  if (!signUp || !shift || !parent || !(own || parent.managedBy(actor))) throw fieldError("shift_sign_up_id", `There is no shift sign-up ${id}.`, "invalid");
  if (signUp.userId === null) throw fieldError("shift_sign_up_id", "A guest's sign-up has no account to talk to.", "invalid");
  const side = own ? "volunteer" : runnerSide(actor, parent);
  if (side === null) throw forbidden("Only the volunteer and the side that runs the shift talk about it.", "/data/attributes/shift_sign_up_id");
  return { ...shiftConversationKey(parent, shift.shift, signUp.userId), side };
}

/** An organization with its centre's staff: started by either side. */
async function withCenter(c: Context<AppEnv>, actor: Actor, id: number): Promise<Start> {
  const row = await findOrganization(c.var.db, c.var.tenantId, id);
  const org = row?.organization;
  if (org === undefined || !canSee(actor, org)) throw fieldError("organization_id", `There is no organization ${id}.`, "invalid");
  const side: ConversationSide | null = actor.adminOrgIds.includes(org.id)
    ? "organization"
    : org.volunteerCenterId !== null && actor.staffCenterIds.includes(org.volunteerCenterId)
      ? "center"
      : null;
  if (side === null) throw forbidden("Only the organization's admins and its centre's staff talk with each other here.", "/data/attributes/organization_id");
  return {
    kind: "organization_center",
    organizationId: org.id,
    volunteerCenterId: org.volunteerCenterId,
    volunteerId: null,
    subjectType: null,
    subjectId: null,
    topic: org.name,
    side,
  };
}

/**
 * POST /conversations: a first message about a vacancy, an application, a shift, or between an
 * organization and its centre. A conversation about the same thing between the same people
 * continues (the message is added to it). Answers the conversation (201).
 */
export async function createConversation(c: Context<AppEnv>, attrs: CreateValues) {
  const user = requireUser(c);
  const given = ONE_OF.filter((key) => attrs[key] !== undefined);
  if (given.length !== 1) throw fieldError("vacancy_id", "Give exactly one of vacancy_id, application_id, organization_id and shift_sign_up_id.", "invalid");
  const actor = await loadActor(c);
  const start =
    attrs.vacancy_id !== undefined
      ? await aboutVacancy(c, actor, attrs.vacancy_id)
      : attrs.application_id !== undefined
        ? await aboutApplication(c, actor, attrs.application_id)
        : attrs.shift_sign_up_id !== undefined
          ? await aboutShiftSignUp(c, actor, attrs.shift_sign_up_id)
          : await withCenter(c, actor, attrs.organization_id!);
  const { db, tenantId } = c.var;
  const { side, ...key } = start;
  const conversation =
    (await findOpenConversation(db, tenantId, key)) ??
    (await db
      .insert(conversations)
      .values({ tenantId, ...key })
      .returning()
      .get());
  if (conversation.blockedSide !== null) throw forbidden("This conversation is blocked.");
  await appendMessage(c, conversation, side, user, attrs.body);
  return conversation.id;
}
