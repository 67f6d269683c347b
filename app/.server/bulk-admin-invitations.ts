import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Locale } from "@contract/locales";
import { ApiError } from "~/.server/api/errors";
import { inviteAdmin, listOrganizationsWithoutUsers } from "~/.server/api/organization-admins";
import { storedTemplatePreviews } from "~/.server/api/notification-templates";

// Inviting the organizations nobody keeps, several at once (docs/organization-admins.md "Inviting
// in bulk"): each chosen organization's own contact address is invited as its admin.

/** How many organizations one bulk invitation takes: the api's invitations per client are limited (50 a quarter of an hour in production). */
export const BULK_INVITE_MAX = 50;

/** The organizations without users, each with its contact address (null: none, so not invitable here). */
export async function invitableOrganizations(context: AppLoadContext) {
  const organizations = await listOrganizationsWithoutUsers(context.api);
  return organizations.map(({ id, name, email }) => ({ id, name, email: email ?? null }));
}

/** The centre's invitation mail as it would go out, in both languages, with sample data (the template editor's preview). */
export const invitationPreviews = (context: AppLoadContext) => storedTemplatePreviews(context.api, "organization_admin_invitation");

/**
 * Invites each chosen organization's contact address as its admin (the api's invitation, one by
 * one: each is its own mail and link). Only ids of the current list with an address count, so a
 * changed form invites nobody else. Stops at the api's limit (429): what went out stays sent.
 */
export async function inviteOrganizations(context: AppLoadContext, ids: string[], locale: Locale) {
  const wanted = new Set(ids);
  const chosen = (await invitableOrganizations(context)).filter((o) => wanted.has(o.id) && o.email);
  let sent = 0;
  for (const organization of chosen) {
    try {
      await inviteAdmin(context.api, organization.id, organization.email!, locale);
      sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return { sent, limited: true };
      throw error;
    }
  }
  return { sent, limited: false };
}
