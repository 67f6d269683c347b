import { IsolateCache } from "@contract/isolate-cache";
import { TOOLBAR_NOTIFICATIONS } from "@contract/notifications";
import { powersOf } from "@contract/users";
import type { Context } from "hono";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { Metaizer, Relator, Serializer } from "../../jsonapi/ts-japi";
import { rolesOf } from "../../auth/actor";
import { listUserOrganizations } from "../current-organizations/queries";
import { listNotifications } from "../notifications/queries";
import { type NotificationResource, notificationSerializer, toNotificationResource } from "../notifications/serializer";
import { type OrganizationResource, organizationSerializer, toOrganizationResource } from "../organizations/serializer";
import { type RoleResource, roleSerializer } from "../roles/serializer";
import { type UserResource, toUserResource } from "../users/serializer";
import { USERS } from "../users/schema";
import type { BesideCurrentUser } from "./beside-session";
import { organizationsToReview, readPendingPerCentre } from "./organizations-to-review";

// GET/PATCH /current_user: the user, and what the include asks of contract/users
// CURRENT_USER_INCLUDES. Roles are always linked (the session read them); the organizations, the
// newest notifications and the count of organizations to review are read only when included,
// beside each other.

interface CurrentUserResource extends UserResource {
  current_organizations?: OrganizationResource[];
  notifications?: { items: NotificationResource[]; total: number; unread: number };
  organizations_to_review?: number;
}

const roles = new Relator<CurrentUserResource, RoleResource>(async (user) => user.roles, roleSerializer, { relatedName: "roles" });
const organizations = new Relator<CurrentUserResource, OrganizationResource>(async (user) => user.current_organizations!, organizationSerializer, {
  relatedName: "current_organizations",
});
const notifications = new Relator<CurrentUserResource, NotificationResource>(async (user) => user.notifications!.items, notificationSerializer, {
  relatedName: "notifications",
  // As GET /notifications's first page counts them: every one of the user's, and the unread.
  metaizer: new Metaizer((user: CurrentUserResource) => ({ total: user.notifications!.total, unread_count: user.notifications!.unread })),
});

// Only a count, for the staff's navigation: the relationship has meta and no linkage.
const toReview = new Relator<CurrentUserResource, OrganizationResource>(async () => undefined, organizationSerializer, {
  relatedName: "organizations_to_review",
  metaizer: new Metaizer((user: CurrentUserResource) => ({ total: user.organizations_to_review })),
});

const RELATORS = { current_organizations: organizations, notifications, organizations_to_review: toReview };
type Included = keyof typeof RELATORS;

// One serializer per set of relationships asked (a relationship not included is not read, so it
// has nothing to send), built on first use: eight sets at most.
const serializers = new IsolateCache<Serializer<CurrentUserResource>>({ max: 8 });
function serializerFor(included: Included[]) {
  const key = included.join(",");
  return (
    serializers.get(key) ??
    serializers.set(
      key,
      new Serializer<CurrentUserResource>(USERS, { relators: { roles, ...Object.fromEntries(included.map((name) => [name, RELATORS[name]])) } }),
    )
  );
}

/** The signed-in user as GET/PATCH /current_user answers, with the relationships the query includes. */
export async function currentUserDocument(c: Context<AppEnv>, user: User, query: ParsedQuery<QuerySpec>) {
  const { db, tenantId } = c.var;
  const withOrganizations = query.include.includes("current_organizations");
  const withNotifications = query.include.includes("notifications");
  const withToReview = query.include.includes("organizations_to_review");
  // Read beside the session when this is the request's own user (beside-session.ts), else now.
  const beside = c.var.besideSession?.userId === user.id ? (c.var.besideSession.answer as BesideCurrentUser) : {};
  const [roleRows, organizationRows, bell, pending] = await Promise.all([
    rolesOf(c, user.id),
    withOrganizations ? (beside.organizations ?? listUserOrganizations(db, tenantId, user.id)) : undefined,
    withNotifications ? (beside.notifications ?? listNotifications(db, tenantId, user.id, { number: 1, size: TOOLBAR_NOTIFICATIONS }, false)) : undefined,
    withToReview ? (beside.pendingPerCentre ?? readPendingPerCentre(db, tenantId)) : undefined,
  ]);
  const resource: CurrentUserResource = {
    ...toUserResource(user, roleRows),
    ...(organizationRows && { current_organizations: organizationRows.map(toOrganizationResource) }),
    ...(bell && { notifications: { items: bell.rows.map(toNotificationResource), total: bell.total, unread: bell.unread } }),
    ...(pending && { organizations_to_review: organizationsToReview(pending, powersOf(roleRows)) }),
  };
  const included = (Object.keys(RELATORS) as Included[]).filter((name) => query.include.includes(name));
  return serializeDocument(serializerFor(included), resource, { include: query.include, fields: query.fields, selfUrl: c.req.url });
}
