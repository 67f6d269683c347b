// Mirrors api/migrations/0002_accounts.sql (users' digest columns: 0018_periodic_digest.sql) (organizations as rebuilt by 0003_organizations.sql) (the SQL is the source of truth); Drizzle only needs
// column names and types. Indexes are listed where queries rely on them.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LOCALES } from "@contract/locales";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/organizations";
import { PERIODIC_MAILS, ROLE_RESOURCE_TYPES, USER_STATUSES } from "@contract/users";
import { tenantColumn, volunteerCenters } from "./schema";
import { cascadeColumn, timestamps } from "./columns";

export { LOCALES, type Locale } from "@contract/locales";
export { PERIODIC_MAILS as PERIODIC_MAIL, USER_STATUSES, type UserStatus } from "@contract/users";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: integer("volunteer_center_id").references(() => volunteerCenters.id),
  email: text("email"),
  unconfirmedEmail: text("unconfirmed_email"),
  passwordDigest: text("password_digest"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  periodicMail: text("periodic_mail", { enum: PERIODIC_MAILS }).notNull().default("none"),
  status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
  confirmedAt: text("confirmed_at"),
  confirmationTokenDigest: text("confirmation_token_digest"),
  confirmationSentAt: text("confirmation_sent_at"),
  resetPasswordTokenDigest: text("reset_password_token_digest"),
  resetPasswordSentAt: text("reset_password_sent_at"),
  deletedAt: text("deleted_at"),
  /** Mail for new messages (docs/conversations.md), 1 on, 0 off: 0041_conversations.sql. */
  messageMail: integer("message_mail").notNull().default(1),
  /** Staff: told of each new volunteer at their centre, 1 on, 0 off: 0170_sign_up_notice.sql. */
  signUpNotice: integer("sign_up_notice").notNull().default(1),
  /** The user's own last sign-in (not staff's sign-in-as): 0171_last_sign_in.sql. */
  lastSignInAt: text("last_sign_in_at"),
  /** A deleted account's anonymisation, after its grace period (NULL: none due): 0172_account_grace_period.sql. */
  removalDueAt: text("removal_due_at"),
  /** The status a restore gives back to a deleted account. */
  statusBeforeDeletion: text("status_before_deletion", { enum: USER_STATUSES }),
  ...timestamps,
  // The periodic digest (0018_periodic_digest.sql): what the volunteer chose, and its schedule.
  digestPostcode: text("digest_postcode"),
  digestDistanceKm: integer("digest_distance_km"),
  digestLatitude: real("digest_latitude"),
  digestLongitude: real("digest_longitude"),
  digestSince: text("digest_since"),
  digestDueAt: text("digest_due_at"),
  digestUnsubscribeToken: text("digest_unsubscribe_token"),
});

export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey(),
    tenantId: tenantColumn(),
    userId: cascadeColumn("user_id", () => users.id),
    client: text("client").notNull(),
    tokenDigest: text("token_digest").notNull(),
    previousTokenDigest: text("previous_token_digest"),
    expiresAt: text("expires_at").notNull(),
    ...timestamps,
  },
  (t) => [index("auth_tokens_user").on(t.tenantId, t.userId, t.expiresAt)],
);

export { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/organizations";

export const organizations = sqliteTable("organizations", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  volunteerCenterId: integer("volunteer_center_id").references(() => volunteerCenters.id),
  name: text("name").notNull(),
  type: text("type", { enum: ORGANIZATION_TYPES }).notNull().default("Organization"),
  status: text("status", { enum: ORGANIZATION_STATUSES }).notNull().default("pending"),
  statusReason: text("status_reason"),
  statusChangedAt: text("status_changed_at"),
  ...timestamps,
});

export { ROLE_RESOURCE_TYPES } from "@contract/users";

/** A role's columns, fresh builders for each table that holds roles. */
const roleColumns = () => ({
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  userId: cascadeColumn("user_id", () => users.id),
  name: text("name").notNull(),
  resourceType: text("resource_type", { enum: ROLE_RESOURCE_TYPES }),
  resourceId: integer("resource_id"),
  ...timestamps,
});

export const roles = sqliteTable("roles", roleColumns());

/**
 * The roles of an account awaiting removal, held aside until it is restored or anonymised (0172;
 * its created_at and updated_at are the role's own, copied, so the SQL gives them no default).
 */
export const heldRoles = sqliteTable("held_roles", roleColumns());

export type User = typeof users.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type Role = typeof roles.$inferSelect;
