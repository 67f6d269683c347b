import { ACTIVITIES, ACTIVITY_SIGN_UPS, type ActivityAttributes, type SignUpAttributes, addDays, localToday, occurrencesBetween } from "@contract/activities";
import type { Activity, ActivitySignUp } from "../../db/activities-schema";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf, documentOf } from "../../jsonapi/serialize";
import { Serializer } from "../../jsonapi/ts-japi";
import { ACTIVITY_FEEDS, type FeedResource } from "./feed";
import type { signUpShowQuery } from "./schema";
import { richTextAsWanted } from "../../rich-text/as-wanted";

export interface ActivityRow {
  activity: Activity;
  organizationName: string | null;
  confirmedCount: number;
  waitingCount: number;
  tagIds: number[];
}

export type ActivityResource = ActivityAttributes & { id: string };

/** Without a window, the next occurrences (a year ahead) are listed. */
export const defaultWindow = () => {
  const from = localToday();
  return { from, to: addDays(from, 366) };
};

/** The schedule's occurrences, as the wire lists them. */
export const occurrencesOf = (a: Activity, window: { from: string; to: string }, limit?: number) =>
  occurrencesBetween({ starts_at: a.startsAt, ends_at: a.endsAt, repeat: a.repeat, repeat_until: a.repeatUntil }, window.from, window.to, limit);

/** `render`: what of the description the query's fieldset asks for (richTextWanted); the rest is left empty. */
export function toActivityResource(row: ActivityRow, window = defaultWindow(), render = { doc: true, html: true }): ActivityResource {
  const a = row.activity;
  const description = richTextAsWanted(a.description, render);
  return {
    id: String(a.id),
    kind: a.kind,
    title: a.title,
    description: description.doc,
    description_html: description.html,
    image_url: a.imageUrl,
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    repeat: a.repeat,
    repeat_until: a.repeatUntil,
    online: a.online,
    online_url: a.onlineUrl,
    place: a.place,
    address: a.address,
    postal_code: a.postalCode,
    latitude: a.latitude,
    longitude: a.longitude,
    capacity: a.capacity,
    status: a.status,
    status_message: a.statusMessage,
    organization_id: a.organizationId === null ? null : String(a.organizationId),
    organization_name: row.organizationName,
    volunteer_center_id: String(a.volunteerCenterId),
    tag_ids: row.tagIds.map(String),
    confirmed_count: row.confirmedCount,
    waiting_count: row.waitingCount,
    occurrences: occurrencesOf(a, window, 60),
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

export const activitySerializer = new Serializer<ActivityResource>(ACTIVITIES);

export type SignUpResource = SignUpAttributes & { id: string };

export const toSignUpResource = (s: ActivitySignUp, activityTitle: string, withEmail: boolean): SignUpResource => ({
  id: String(s.id),
  activity_id: String(s.activityId),
  activity_title: activityTitle,
  name: s.name,
  email: withEmail ? s.email : null,
  status: s.status,
  guest: s.userId === null,
  created_at: s.createdAt,
});

export const signUpSerializer = new Serializer<SignUpResource>(ACTIVITY_SIGN_UPS);

export const ACTIVITIES_PATH = "/api/v1/activities";
export const ACTIVITY_SIGN_UPS_PATH = "/api/v1/activity_sign_ups";
export const ACTIVITY_FEED_PATH = "/api/v1/activity_feed";

/** The links of each activity and sign-up, from the request's origin. */
export const activityUrl = resourceUrlOf(ACTIVITIES_PATH);
export const signUpUrl = resourceUrlOf(ACTIVITY_SIGN_UPS_PATH);

/** One activity as every single-resource answer sends it. */
export const activityDocument = documentOf(activitySerializer, toActivityResource, activityUrl);

/** One sign-up, with its e-mail address (its own person, a guest by token, or the activity's manager reads it). */
export const signUpDocument = (s: ActivitySignUp, title: string, query: ParsedQuery<typeof signUpShowQuery>, requestUrl: string) =>
  serializeDocument(signUpSerializer, toSignUpResource(s, title, true), { ...query, selfUrl: requestUrl, resourceUrl: signUpUrl(requestUrl) });

/** Sign-ups as a list of all of them (no pages), with their total. */
export const signUpsDocument = (
  list: ActivitySignUp[],
  title: (s: ActivitySignUp) => string,
  query: ParsedQuery<typeof signUpShowQuery>,
  requestUrl: string,
  meta: Record<string, unknown> = {},
) => {
  const data = list.map((s) => toSignUpResource(s, title(s), true));
  return serializeDocument(signUpSerializer, data, {
    ...query,
    selfUrl: requestUrl,
    resourceUrl: signUpUrl(requestUrl),
    meta: { total: data.length, ...meta },
  });
};

export const feedSerializer = new Serializer<FeedResource>(ACTIVITY_FEEDS);
