// Mirrors api/migrations/0110_organization_admin_invitations.sql (the SQL is the source of truth).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LOCALES } from "@contract/locales";
import { CLAIM_STATUSES } from "@contract/organization-claims";
import { PROPOSAL_STATUSES } from "@contract/organization-edit-proposals";
import { organizations, users } from "./accounts-schema";
import { tenantColumn } from "./schema";
import { cascadeColumn, now, setNullColumn, timestamps } from "./columns";

export const organizationAdminInvitations = sqliteTable("organization_admin_invitations", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: cascadeColumn("organization_id", () => organizations.id),
  email: text("email").notNull(),
  locale: text("locale", { enum: LOCALES }).notNull().default("nl"),
  tokenDigest: text("token_digest").notNull(),
  invitedById: setNullColumn("invited_by_id", () => users.id),
  sentAt: text("sent_at").notNull(),
  acceptedAt: text("accepted_at"),
  acceptedById: setNullColumn("accepted_by_id", () => users.id),
  ...timestamps,
});

export type OrganizationAdminInvitation = typeof organizationAdminInvitations.$inferSelect;

// Mirrors api/migrations/0111_organization_claims.sql.
export const organizationClaims = sqliteTable("organization_claims", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: cascadeColumn("organization_id", () => organizations.id),
  userId: cascadeColumn("user_id", () => users.id),
  reason: text("reason").notNull(),
  status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
  domainMatch: integer("domain_match").notNull().default(0),
  decidedById: setNullColumn("decided_by_id", () => users.id),
  decidedAt: text("decided_at"),
  ...timestamps,
});

export type OrganizationClaim = typeof organizationClaims.$inferSelect;

// Mirrors api/migrations/0112_organization_checks.sql (the check of the entry; the tokens are read by SQL).
export const organizationChecks = sqliteTable("organization_checks", {
  organizationId: cascadeColumn("organization_id", () => organizations.id).primaryKey(),
  tenantId: tenantColumn(),
  checkedAt: text("checked_at"),
  mailedAt: text("mailed_at"),
  updatedAt: text("updated_at").notNull().default(now),
});

// Mirrors api/migrations/0134_organization_edit_proposals.sql; changes and decisions are JSON texts.
export const organizationEditProposals = sqliteTable("organization_edit_proposals", {
  id: integer("id").primaryKey(),
  tenantId: tenantColumn(),
  organizationId: cascadeColumn("organization_id", () => organizations.id),
  userId: cascadeColumn("user_id", () => users.id),
  note: text("note"),
  changes: text("changes").notNull(),
  decisions: text("decisions"),
  status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("pending"),
  decidedById: setNullColumn("decided_by_id", () => users.id),
  decidedAt: text("decided_at"),
  ...timestamps,
});

export type OrganizationEditProposal = typeof organizationEditProposals.$inferSelect;
