import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShiftParentKind } from "@contract/shifts";
import { orErrorScreen } from "~/.server/api/errors";
import type { Shift, ShiftParentInfo, ShiftParentRef } from "~/.server/api/shifts";
import { readAhead } from "~/.server/read-ahead";
import { getVacancy } from "~/.server/api/vacancies";
import { editableActivity } from "~/.server/activities/editable";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { mayEditOrganization } from "~/.server/permissions";

// The organizer's shift pages (docs/shifts-and-hours.md) are one set of pages for an activity's
// and a vacancy's shifts: /activiteitenkalender/:id/diensten and /vacancies/:id/diensten, the
// same for the roster. What differs is the parent: who may manage it, its page and its trail.

const ID = /^[1-9]\d{0,17}$/;

export interface ShiftParentPage extends ShiftParentRef {
  title: string;
  /** The first day a new shift is proposed on: the activity's, else none (today). */
  date: string | null;
  /** The parent's page; its shift pages are below it (`${base}/diensten`, `${base}/rooster`). */
  base: string;
  /** The breadcrumbs up to the parent, translated. */
  crumbs: { label: string; href: string }[];
  /** Whose the shifts are: who speaks for them to the volunteers (speaksForShifts). */
  owner: { organizationId: string | null; volunteerCenterId: string | null };
}

/** A vacancy its organization's admins, the centre's staff or a super admin manage: the 404 screen, else the 403 screen. */
async function editableVacancy({ request, params, context }: LoaderFunctionArgs): Promise<ShiftParentPage> {
  const user = await requireUser(request, context);
  if (!ID.test(params.id ?? "")) throw data(null, { status: 404 });
  const vacancy = await orErrorScreen(getVacancy(context.api, params.id!));
  const organization = vacancy.organization && { id: vacancy.organization.id, volunteerCenterId: vacancy.organization.volunteerCenterId ?? null };
  if (!organization || !mayEditOrganization(user, organization)) throw data(null, { status: 403 });
  const { id, title } = vacancy;
  return parentPage(context, {
    kind: "vacancy",
    id,
    title,
    date: null,
    organizationId: organization.id,
    volunteerCenterId: organization.volunteerCenterId,
    managed: true,
  });
}

/**
 * The parent of the route's `:id` when the visitor may manage its shifts: the 404 screen for a
 * malformed or unseen id, the 403 screen otherwise (the api checks again). Shifts are the
 * activities' feature, a vacancy's too: off where activities are.
 */
export async function editableParent(args: LoaderFunctionArgs, kind: ShiftParentKind): Promise<ShiftParentPage> {
  requireActivitiesFeature(args.request, args.context);
  if (kind === "vacancy") return editableVacancy(args);
  const { id, title, startsAt, organizationId, volunteerCenterId } = await editableActivity(args);
  return parentPage(args.context, { kind, id, title, date: startsAt.slice(0, 10), organizationId, volunteerCenterId, managed: true });
}

/** The page of a parent, as the shifts' answers describe it (meta.parent): its address and trail. */
function parentPage(context: LoaderFunctionArgs["context"], parent: ShiftParentInfo): ShiftParentPage {
  const base = parent.kind === "activity" ? `/activiteitenkalender/${parent.id}` : `/vacancies/${parent.id}`;
  const up =
    parent.kind === "activity"
      ? { label: context.t("activities:overview.title"), href: "/activiteitenkalender/overzicht" }
      : { label: context.t("common:nav.vacancies"), href: "/vacancies/search" };
  return {
    kind: parent.kind,
    id: parent.id,
    title: parent.title,
    date: parent.date,
    base,
    owner: { organizationId: parent.organizationId, volunteerCenterId: parent.volunteerCenterId },
    crumbs: [up, { label: parent.title, href: base }],
  };
}

/**
 * A read of the parent's own rows (its shifts, its roster, one shift) for the parent's managers:
 * its answer names the parent and whether the visitor manages it (meta.parent), so the page is
 * one api call (docs/performance.md "Budgets"). Signing in comes first; then the 404 screen for a
 * malformed or unseen id, the 403 screen for a parent the visitor does not manage (the api checks
 * every change again).
 */
export async function managedParentWith<T>(
  args: LoaderFunctionArgs,
  kind: ShiftParentKind,
  read: (ref: ShiftParentRef) => Promise<{ rows: T; parent: ShiftParentInfo }>,
): Promise<readonly [ShiftParentPage, T]> {
  requireActivitiesFeature(args.request, args.context);
  const id = args.params.id ?? "";
  const ahead = readAhead(ID.test(id) ? read({ kind, id }) : Promise.reject(new Error("Not an id: the 404 below")));
  await requireUser(args.request, args.context);
  if (!ID.test(id)) throw data(null, { status: 404 });
  const { rows, parent } = await ahead;
  if (!parent.managed) throw data(null, { status: 403 });
  return [parentPage(args.context, parent), rows] as const;
}

/** The page of a shift's activity or vacancy. */
export const shiftParentPath = (shift: Pick<Shift, "activityId" | "vacancyId">) =>
  shift.activityId !== null ? `/activiteitenkalender/${shift.activityId}` : `/vacancies/${shift.vacancyId}`;
