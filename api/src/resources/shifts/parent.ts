import type { ShiftParentKind, ShiftParentMeta } from "@contract/shifts";
import type { Actor } from "../../auth/actor";
import type { Activity } from "../../db/activities-schema";
import type { Database } from "../../db/client";
import type { Shift } from "../../db/shifts-schema";
import type { TenantId } from "../../tenancy";
import { canManageActivity, canSeeActivity } from "../activities/access";
import { findActivity } from "../activities/queries";
import { canManageVacancies, canSeeVacancy, isPublic } from "../vacancies/access";
import { findVacancy } from "../vacancies/read-queries";
import type { VacancyRow } from "../vacancies/serializer";

// A shift belongs to an activity or to a vacancy (0182_vacancy_shifts.sql). The shifts' code
// (sign-ups, waiting list, mails, reminders, roster, check-in) reads the parent through this one
// shape, so each rule is written once for both kinds.

/** What a shift belongs to, as the shifts' code needs it. */
export interface ShiftParent {
  kind: ShiftParentKind;
  id: number;
  title: string;
  /** An activity's first day; a vacancy has none. */
  date: string | null;
  /** Where, when the shift names no place of its own. */
  place: string | null;
  /** Whose hours a check-in counts (an activity of the centre itself has none). */
  organizationId: number | null;
  /** The centre whose name and site the mails carry. */
  volunteerCenterId: number | null;
  /** Takes sign-ups, moves its waiting lists up and reminds: an approved activity, a public vacancy. */
  live: boolean;
  /** Takes no new shifts: a cancelled activity, a closed or archived vacancy. */
  closed: boolean;
  /** Its page on the web, where its shifts are listed. */
  path: string;
  subject: { type: "Activity" | "Vacancy"; id: number };
  seenBy: (actor: Actor) => boolean;
  managedBy: (actor: Actor) => boolean;
}

/** A vacancy's address as a shift's place: "Dorpsstraat 1, Demodorp" (null: none given, as a remote one). */
export const vacancyPlace = (v: { street: string | null; houseNumber: string | null; city: string | null }) =>
  [[v.street, v.houseNumber].filter(Boolean).join(" "), v.city].filter(Boolean).join(", ") || null;

export const activityParent = (a: Activity): ShiftParent => ({
  kind: "activity",
  id: a.id,
  title: a.title,
  date: a.startsAt.slice(0, 10),
  place: a.place,
  organizationId: a.organizationId,
  volunteerCenterId: a.volunteerCenterId,
  live: a.status === "approved",
  closed: a.status === "cancelled",
  path: `/activiteitenkalender/${a.id}`,
  subject: { type: "Activity", id: a.id },
  seenBy: (actor) => canSeeActivity(actor, a),
  managedBy: (actor) => canManageActivity(actor, a),
});

export const vacancyParent = ({ vacancy: v, organization: o }: Pick<VacancyRow, "vacancy" | "organization">): ShiftParent => ({
  kind: "vacancy",
  id: v.id,
  title: v.title,
  date: null,
  place: vacancyPlace(v),
  organizationId: o.id,
  volunteerCenterId: o.volunteerCenterId,
  live: isPublic(v, o),
  closed: v.status === "closed" || v.status === "archived",
  path: `/vacancies/${v.id}`,
  subject: { type: "Vacancy", id: v.id },
  seenBy: (actor) => canSeeVacancy(actor, v, o),
  managedBy: (actor) => canManageVacancies(actor, o),
});

/** The parent as the shifts' answers carry it in `meta.parent`, with whether the actor manages it. */
export const parentMeta = (parent: ShiftParent, actor: Actor): ShiftParentMeta => ({
  kind: parent.kind,
  id: String(parent.id),
  title: parent.title,
  date: parent.date,
  organization_id: parent.organizationId === null ? null : String(parent.organizationId),
  volunteer_center_id: parent.volunteerCenterId === null ? null : String(parent.volunteerCenterId),
  managed: parent.managedBy(actor),
});

/** A parent named by kind and id, within the tenant (undefined: none). */
export async function findParent(db: Database, tenantId: TenantId, kind: ShiftParentKind, id: number): Promise<ShiftParent | undefined> {
  if (kind === "activity") {
    const found = await findActivity(db, tenantId, id);
    return found && activityParent(found.activity);
  }
  const row = await findVacancy(db, tenantId, id);
  return row && vacancyParent(row);
}

/** The parent a shift belongs to (the migration's CHECK holds that it names exactly one). */
export const parentOf = (db: Database, tenantId: TenantId, s: Pick<Shift, "activityId" | "vacancyId">) =>
  s.activityId !== null ? findParent(db, tenantId, "activity", s.activityId) : findParent(db, tenantId, "vacancy", s.vacancyId!);
