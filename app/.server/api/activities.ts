import type { ActivityAttributes, SignUpAttributes, SignUpsActivityMeta, activityList } from "@contract/activities";
import type { Camelized } from "@contract/case";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";
import { mailedSignUps } from "./mailed-sign-ups";
import { orErrorScreen, orNull } from "./errors";
import type { Locale } from "@contract/locales";

// docs/activities.md: the only module that names the activities' /api/v1 paths.

/** An occurrence as the client reads it (keys camelized all the way down). */
export interface Occurrence {
  startsAt: string;
  endsAt: string;
  startsAtUtc: string;
  endsAtUtc: string;
}

export type Activity = Omit<Camelized<ActivityAttributes>, "occurrences"> & { id: string; occurrences: Occurrence[] };
export type SignUp = Camelized<SignUpAttributes> & { id: string };

export type ActivityFilter = NonNullable<ListQuery<typeof activityList>["filter"]>;

/** What the calendar and the home page show of an activity: not its description, address or counts. */
const ENTRY_FIELDS = ["title", "occurrences", "place", "online", "status"] as const;
export type ActivityEntry = Pick<Activity, "id" | "title" | "occurrences" | "place" | "online" | "status">;

// What the managers' overview shows of each: not the description, which the api then neither parses nor renders.
const OVERVIEW_FIELDS = ["title", "kind", "status", "organization_name", "occurrences", "starts_at", "capacity", "confirmed_count", "waiting_count"] as const;
export type ActivityOverviewEntry = Pick<
  Activity,
  "id" | "title" | "kind" | "status" | "organizationName" | "occurrences" | "startsAt" | "capacity" | "confirmedCount" | "waitingCount"
>;

async function activitiesIn<T>(api: ApiClient, filter: ActivityFilter, size: number, fields?: typeof ENTRY_FIELDS | typeof OVERVIEW_FIELDS) {
  const { data: activities, meta } = await api.get<T[]>("/api/v1/activities", {
    filter,
    ...(fields && { fields: { activities: fields } }),
    sort: "starts_at",
    page: { size },
  } satisfies ListQuery<typeof activityList>);
  return { activities, total: Number(meta.total ?? activities.length) };
}

/** Activities with an occurrence in the window, first occurrence first. */
export const listActivities = (api: ApiClient, filter: ActivityFilter, size = 200) => activitiesIn<Activity>(api, filter, size);

/** listActivities for a list that shows each one's title, times and place only (fields[activities]). */
export const listActivityEntries = (api: ApiClient, filter: ActivityFilter, size = 200) => activitiesIn<ActivityEntry>(api, filter, size, ENTRY_FIELDS);

/** listActivities for the managers' overview (fields[activities]). */
export const listActivityOverview = (api: ApiClient, filter: ActivityFilter, size = 200) =>
  activitiesIn<ActivityOverviewEntry>(api, filter, size, OVERVIEW_FIELDS);

/** One activity the visitor may see, or the 404 screen. */
export async function getActivity(api: ApiClient, id: string): Promise<Activity> {
  return (await orErrorScreen(api.get<Activity>(`/api/v1/activities/${encodeURIComponent(id)}`), { 400: 404, 404: 404 })).data;
}

export type ActivityWrite = Partial<Omit<Camelized<ActivityAttributes>, "tagIds" | "organizationId" | "description" | "occurrences">> & {
  description?: unknown;
  tagIds?: string[];
  organizationId?: string;
};

export const createActivity = (api: ApiClient, attributes: ActivityWrite) => api.write<Activity>("POST", "/api/v1/activities", "activities", attributes);

export const updateActivity = (api: ApiClient, id: string, attributes: ActivityWrite & { statusMessage?: string | null }) =>
  api.write<Activity>("PATCH", `/api/v1/activities/${encodeURIComponent(id)}`, "activities", attributes, id);

/** An activity's sign-ups for its managers, with the activity (meta.activity: its id and title); else the error screen. */
export async function listParticipants(api: ApiClient, id: string): Promise<{ rows: SignUp[]; activity: SignUpsActivityMeta }> {
  const { data, meta } = await orErrorScreen(api.get<SignUp[]>(`/api/v1/activities/${encodeURIComponent(id)}/sign_ups`), { 400: 404, 403: 403, 404: 404 });
  return { rows: data, activity: meta.activity as SignUpsActivityMeta };
}

/** Signs up: the account's (signed in), or a guest's with name and address (mailed a link to confirm). */
export const signUp = (api: ApiClient, attributes: { activityId: string; name?: string; email?: string; locale?: Locale }) =>
  api.write<SignUp>("POST", "/api/v1/activity_sign_ups", "activity_sign_ups", attributes);

/** A mailed link's sign-up by its token: found (null for an unknown one), confirmed or cancelled. */
export const { find: findSignUpByToken, confirm: confirmSignUp, cancel: cancelSignUp } = mailedSignUps<SignUp>("activity_sign_up");

/** The signed-in user's sign-ups. */
export const listOwnSignUps = async (api: ApiClient) => (await api.get<SignUp[]>("/api/v1/activity_sign_ups")).data;

/** The signed-in user's personal feed token, or null when they have none. */
export async function getFeedToken(api: ApiClient): Promise<string | null> {
  return (await orNull(api.get<{ token: string }>("/api/v1/activity_feed")))?.data.token ?? null;
}

export const renewFeedToken = async (api: ApiClient) => (await api.write<{ token: string }>("POST", "/api/v1/activity_feed", "activity_feeds", {})).data.token;

export const revokeFeedToken = (api: ApiClient) => api.request("DELETE", "/api/v1/activity_feed");

/** The activities of a personal feed; null for an unknown or revoked token. */
export async function feedActivities(api: ApiClient, token: string): Promise<Activity[] | null> {
  return (await orNull(api.get<Activity[]>(`/api/v1/activity_feeds/${encodeURIComponent(token)}/activities`), [400, 404]))?.data ?? null;
}
