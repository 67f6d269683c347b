import type {
  CheckInAction,
  RosterVolunteer,
  ShiftAttributes,
  ShiftParentKind,
  ShiftParentMeta,
  ShiftRosterAttributes,
  ShiftSignUpAttributes,
} from "@contract/shifts";
import type { ShiftMessageAttributes } from "@contract/shifts/messages";
import type { Camelized } from "@contract/case";
import type { ApiClient, ApiResult } from "./client";
import { mailedSignUps } from "./mailed-sign-ups";
import { orErrorScreen, orNull } from "./errors";

// docs/shifts-and-hours.md: the only module that names the shifts' /api/v1 paths.

export type Shift = Camelized<ShiftAttributes> & { id: string };
export type ShiftSignUp = Camelized<ShiftSignUpAttributes> & { id: string };

// An id the api cannot read (400) is as missing as one it does not know.
const MISSING = { 400: 404, 404: 404 };

export type ShiftWrite = Partial<Pick<Shift, "startsAt" | "endsAt" | "capacity" | "place" | "task" | "cancelHours">>;

/** What shifts belong to: an activity or a vacancy, by id. */
export interface ShiftParentRef {
  kind: ShiftParentKind;
  id: string;
}

/** The api's path of a parent: /activities/:id or /vacancies/:id. */
const parentPath = ({ kind, id }: ShiftParentRef) => `/api/v1/${kind === "activity" ? "activities" : "vacancies"}/${encodeURIComponent(id)}`;

/** A shift's parent as the shifts' answers carry it (meta.parent), with whether the visitor manages it. */
export type ShiftParentInfo = Camelized<ShiftParentMeta>;

/** An answer of the shifts' and its parent (meta.parent), or the error screen `statuses` names. */
async function withParent<T>(read: Promise<ApiResult<T>>, statuses: Partial<Record<number, number>> = MISSING) {
  const { data, meta } = await orErrorScreen(read, statuses);
  return { rows: data, parent: meta.parent as ShiftParentInfo };
}

/** The shifts of an activity or vacancy the visitor may see, earliest first, with their parent; the 404 screen for one they may not. */
export const listShiftsWithParent = (api: ApiClient, parent: ShiftParentRef) => withParent(api.get<Shift[]>(`${parentPath(parent)}/shifts`));

/** The shifts alone, as listShiftsWithParent. */
export const listShifts = async (api: ApiClient, parent: ShiftParentRef): Promise<Shift[]> => (await listShiftsWithParent(api, parent)).rows;

/** One shift with its parent, or the 404 screen. */
export const getShiftWithParent = (api: ApiClient, id: string) => withParent(api.get<Shift>(`/api/v1/shifts/${encodeURIComponent(id)}`));

/** One shift, or `weeks` of them a week apart, of the parent. */
export const createShifts = (api: ApiClient, parent: ShiftParentRef, attributes: ShiftWrite & { weeks: number }) =>
  api.write<Shift>("POST", "/api/v1/shifts", "shifts", { ...attributes, [parent.kind === "activity" ? "activityId" : "vacancyId"]: parent.id });

export const updateShift = (api: ApiClient, id: string, attributes: ShiftWrite) =>
  api.write<Shift>("PATCH", `/api/v1/shifts/${encodeURIComponent(id)}`, "shifts", attributes, id);

export const deleteShift = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/shifts/${encodeURIComponent(id)}`);

/** The signed-in user's live shift sign-ups (a place or the waiting list). */
export const listOwnShiftSignUps = async (api: ApiClient) => (await api.get<ShiftSignUp[]>("/api/v1/shift_sign_ups")).data;

/** Signed in: the account's sign-up; a guest passes name, address and language (the API mails a link to confirm). */
export const signUpForShift = (api: ApiClient, shiftId: string, guest: { name: string; email: string; locale: string } | Record<string, never> = {}) =>
  api.write<ShiftSignUp>("POST", "/api/v1/shift_sign_ups", "shift_sign_ups", { shiftId, ...guest });

/** The shifts of a personal feed (its secret token is the key), or null for an unknown or revoked one. */
export async function feedShiftSignUps(api: ApiClient, token: string): Promise<ShiftSignUp[] | null> {
  return (await orNull(api.get<ShiftSignUp[]>(`/api/v1/activity_feeds/${encodeURIComponent(token)}/shift_sign_ups`), [400, 404]))?.data ?? null;
}

/** A guest's sign-up by its mailed token: found (null for an unknown or spent one), confirmed or cancelled. */
export const { find: findShiftSignUpByToken, confirm: confirmShiftSignUp, cancel: cancelShiftSignUpWithToken } = mailedSignUps<ShiftSignUp>("shift_sign_up");

export const cancelShiftSignUp = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/shift_sign_ups/${encodeURIComponent(id)}`);

export type ShiftRoster = Camelized<Omit<ShiftRosterAttributes, "volunteers">> & { id: string; volunteers: Camelized<RosterVolunteer>[] };

/**
 * The roster of an activity or vacancy for its managers, with the parent: each shift with who is on
 * it and its check-in key; the 404 screen for one unseen, the 403 screen for one not theirs.
 */
export const getRosterWithParent = (api: ApiClient, parent: ShiftParentRef) =>
  withParent(api.get<ShiftRoster[]>(`${parentPath(parent)}/roster`), { ...MISSING, 403: 403 });

/** Checks in or out at a shift with its link's key: the volunteer's hour record. */
export const checkInAtShift = (api: ApiClient, attributes: { shiftId: string; key: string; action: CheckInAction }) =>
  api.write<{ id: string; status: string; minutes: number; checkedInAt: string | null; checkedOutAt: string | null }>(
    "POST",
    "/api/v1/shift_check_ins",
    "shift_check_ins",
    attributes,
  );

/** One message to everyone holding a place in the shift: whom it reached (accounts in their conversation, guests by mail). */
export const messageShift = async (api: ApiClient, shiftId: string, body: string) =>
  (await api.write<Camelized<ShiftMessageAttributes> & { id: string }>("POST", "/api/v1/shift_messages", "shift_messages", { shiftId, body })).data;
