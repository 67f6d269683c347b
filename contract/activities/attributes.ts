// The wire names and types of activities and their sign-ups: a leaf module (docs/contract.md).

export const ACTIVITIES = "activities";
export const ACTIVITY_SIGN_UPS = "activity_sign_ups";

/** docs/activities.md: an organization's activity waits for the centre's staff; theirs is approved at once. */
export const ACTIVITY_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** An activity of the calendar, or one of the centre's trainings (/workshops). */
export const ACTIVITY_KINDS = ["activity", "workshop"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_REPEATS = ["none", "weekly", "monthly"] as const;
export type ActivityRepeat = (typeof ACTIVITY_REPEATS)[number];

/** unconfirmed: a guest who has not yet followed the mailed link; waiting: on the waiting list. */
export const SIGN_UP_STATUSES = ["unconfirmed", "confirmed", "waiting", "cancelled"] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

export const ACTIVITY_ATTRIBUTES = [
  "kind",
  "title",
  "description",
  "description_html",
  "image_url",
  "starts_at",
  "ends_at",
  "repeat",
  "repeat_until",
  "online",
  "online_url",
  "place",
  "address",
  "postal_code",
  "latitude",
  "longitude",
  "capacity",
  "status",
  "status_message",
  "organization_id",
  "organization_name",
  "volunteer_center_id",
  "tag_ids",
  "confirmed_count",
  "waiting_count",
  "occurrences",
  "created_at",
  "updated_at",
] as const;

export interface ActivityAttributes {
  kind: ActivityKind;
  title: string;
  /** A Tiptap document, as vacancies carry theirs. */
  description: unknown;
  /** The description rendered from the allowlist with every text escaped: safe in a page. */
  description_html: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
  repeat: ActivityRepeat;
  repeat_until: string | null;
  online: boolean;
  online_url: string | null;
  place: string | null;
  address: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Places; null: no limit. */
  capacity: number | null;
  status: ActivityStatus;
  status_message: string | null;
  /** null: the centre's own activity. */
  organization_id: string | null;
  organization_name: string | null;
  volunteer_center_id: string;
  tag_ids: string[];
  confirmed_count: number;
  waiting_count: number;
  /** The occurrences in the list's date window (filter[from]/filter[to]), or the next ones. */
  occurrences: { starts_at: string; ends_at: string; starts_at_utc: string; ends_at_utc: string }[];
  created_at: string;
  updated_at: string;
}

export const SIGN_UP_ATTRIBUTES = ["activity_id", "activity_title", "name", "email", "status", "guest", "created_at"] as const;

/**
 * GET /activities/:id/sign_ups's `meta.activity`: the activity whose list it is, so its page needs
 * no call of its own for the title (the list may be empty).
 */
export interface SignUpsActivityMeta {
  id: string;
  title: string;
}

export interface SignUpAttributes {
  activity_id: string;
  activity_title: string;
  name: string;
  /** Only for the activity's managers and the person themselves. */
  email: string | null;
  status: SignUpStatus;
  guest: boolean;
  created_at: string;
}
