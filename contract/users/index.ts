import { z } from "zod";
import { camelizeRecord } from "../case";
import type { QuerySpec } from "../list";
import { LOCALES, type Locale } from "../locales";
import { NOTIFICATION_ATTRIBUTES, NOTIFICATIONS } from "../notifications";
import { ORGANIZATION_ATTRIBUTES, ORGANIZATIONS } from "../organizations/attributes";
import { flag, integerId, PHONE_PATTERN } from "../rules";
import { ROLE_ATTRIBUTES, ROLE_NAMES, ROLES } from "./roles";

export * from "./roles";

export const USERS = "users";

export const USER_STATUSES = ["active", "invited", "inactive", "archived"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What staff may set a user's status to (an invited user stays invited until they choose a password). */
export const MANAGED_STATUSES = ["active", "inactive", "archived"] as const;

export const PERIODIC_MAILS = ["none", "weekly", "monthly"] as const;
export type PeriodicMail = (typeof PERIODIC_MAILS)[number];

/** The limits of a user's attributes: the api words its own messages around them (devise's). */
export const USER_LIMITS = { name: 100, phone: 30, email: 254, passwordMin: 8, passwordMax: 128 } as const;

/** A user's attribute rules as the wire names them (the api adds devise's messages). */
export const userRules = {
  first_name: z.string().trim().min(1).max(USER_LIMITS.name),
  last_name: z.string().trim().min(1).max(USER_LIMITS.name),
  email: z.string().trim().email().max(USER_LIMITS.email),
  phone: z.string().trim().max(USER_LIMITS.phone).regex(PHONE_PATTERN),
  locale: z.enum(LOCALES),
  periodic_mail: z.enum(PERIODIC_MAILS),
  status: z.enum(MANAGED_STATUSES),
  /** The current password, to prove an e-mail or password change. */
  current_password: z.string().min(1).max(USER_LIMITS.passwordMax),
};
export const userFieldRules = camelizeRecord(userRules);

export const USER_ATTRIBUTES = [
  "email",
  "unconfirmed_email",
  "first_name",
  "last_name",
  "phone",
  "locale",
  "periodic_mail",
  "status",
  "confirmed_at",
  "created_at",
  "updated_at",
] as const;

export interface UserAttributes {
  email: string;
  unconfirmed_email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  locale: Locale;
  periodic_mail: PeriodicMail;
  status: UserStatus;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

const fields = {
  [USERS]: [...USER_ATTRIBUTES, "roles"],
  [ROLES]: ROLE_ATTRIBUTES,
} as const;

/**
 * The signed-in user's own relationships beside `roles` (GET/PATCH /api/v1/current_user):
 * `current_organizations`, those they may act for (what GET /current_organizations lists), and
 * `notifications`, their newest TOOLBAR_NOTIFICATIONS with `meta.total` and `meta.unread_count`
 * (GET /notifications's first page), and `organizations_to_review`, only `meta.total`: the
 * pending organizations they may approve or deny (canManageOrganization), capped at 100 as GET
 * /organizations?count=capped counts, for the staff's navigation. Only read when included; the
 * web's layout includes them all on every signed-in page, one api call instead of four
 * (docs/performance.md, "CPU").
 */
export const CURRENT_USER_INCLUDES = ["roles", "current_organizations", "notifications", "organizations_to_review"] as const;

const currentUserFields = {
  ...fields,
  [USERS]: [...USER_ATTRIBUTES, ...CURRENT_USER_INCLUDES],
  [ORGANIZATIONS]: ORGANIZATION_ATTRIBUTES,
  [NOTIFICATIONS]: NOTIFICATION_ATTRIBUTES,
} as const;

/** GET/PATCH /api/v1/current_user. */
export const currentUserShow = { include: CURRENT_USER_INCLUDES, fields: currentUserFields } as const satisfies QuerySpec;

/** Endpoints that answer a user but take no query parameters (sign-up, confirm). */
export const plainUserShow = { fields } as const satisfies QuerySpec;

/**
 * Days a deleted account is kept before it is anonymised (issue 49, docs/users.md "Deleting and
 * restoring"): its centre's staff or a super admin may restore it until then. GDPR art. 12(3)
 * allows a month to act on a request for erasure.
 */
export const ACCOUNT_GRACE_DAYS = 30;

/** The calendar day (UTC, YYYY-MM-DD) an account deleted at `deletedAt` is erased. */
export const erasureDay = (deletedAt: Date) => new Date(deletedAt.getTime() + ACCOUNT_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * What the users screens add to a user: their own last sign-in (null: never, or before it was
 * kept), and for a deleted account awaiting removal when it will be anonymised (else null).
 */
export const MANAGED_USER_ATTRIBUTES = [...USER_ATTRIBUTES, "last_sign_in_at", "removal_due_at"] as const;
export interface ManagedUserAttributes extends UserAttributes {
  last_sign_in_at: string | null;
  removal_due_at: string | null;
}

const managedFields = {
  [USERS]: [...MANAGED_USER_ATTRIBUTES, "roles", "organizations"],
  [ROLES]: ROLE_ATTRIBUTES,
  [ORGANIZATIONS]: ORGANIZATION_ATTRIBUTES,
} as const;

/** GET /api/v1/users/:id (staff, super admins, organization admins). */
export const managedUserShow = { include: ["roles", "organizations"], fields: managedFields } as const satisfies QuerySpec;

/** Role names `filter[with_role]` accepts. */
export const FILTER_ROLES = ROLE_NAMES;

/**
 * The users list's sorts (id when none is asked): `name` last name then first name, `organization`
 * the first by name of those the user holds a role on, `role` the most powerful role
 * (super admin, staff, admin, member, none), `last_sign_in_at` with never last either way.
 */
export const USER_SORTS = ["name", "email", "organization", "role", "status", "last_sign_in_at", "created_at"] as const;

/** GET /api/v1/users. */
export const userList = {
  ...managedUserShow,
  page: { defaultSize: 25, maxSize: 1000 },
  sort: USER_SORTS,
  filter: {
    organization_id_eq: integerId,
    with_role: z.enum(ROLE_NAMES),
    // Ransack's OR-combined predicate; a full name ("Vera Vos") matches too.
    first_name_or_last_name_or_email_cont: z.string().trim().min(1).max(200),
    // true: only the deleted accounts still within their grace period (staff, super admins);
    // without it the list holds no deleted account.
    deleted: flag,
  },
} as const satisfies QuerySpec;

/** POST /api/v1/users/:id/restore: a deleted account back as it was, within its grace period. */
export const USER_RESTORE_PATH = "restore";
