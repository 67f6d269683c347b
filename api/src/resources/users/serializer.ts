import type { Role, User } from "../../db/accounts-schema";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import { type RoleResource, roleSerializer, toRoleResource } from "../roles/serializer";
import { type OrganizationResource, organizationSerializer } from "../organizations/serializer";
import { USERS } from "./schema";

/** A user as it goes on the wire. Secrets and token digests never leave the database. */
export interface UserResource {
  id: string;
  email: string | null;
  unconfirmed_email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  locale: string;
  periodic_mail: string;
  status: string;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The `roles` relationship (ts-japi drops relator keys from attributes). */
  roles: RoleResource[];
}

/** The attributes a user shows on the wire, in JSON:API documents and in /auth bodies alike. */
function userAttributes(user: User) {
  return {
    email: user.email,
    unconfirmed_email: user.unconfirmedEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    locale: user.locale,
    periodic_mail: user.periodicMail,
    status: user.status,
    confirmed_at: user.confirmedAt,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

export function toUserResource(user: User, roles: Role[]): UserResource {
  return { id: String(user.id), ...userAttributes(user), roles: roles.map(toRoleResource) };
}

export const userSerializer = new Serializer<UserResource>(USERS, {
  relators: {
    roles: new Relator<UserResource, RoleResource>(async (user) => user.roles, roleSerializer, { relatedName: "roles" }),
  },
});

/**
 * The user in devise_token_auth's `{ data: ... }` bodies: its flat shape (numeric id,
 * provider, uid) with our attributes, as devise_token_auth's token_validation_response.
 */
export function toAuthUser(user: User) {
  return {
    id: user.id,
    provider: "email",
    uid: user.email,
    allow_password_change: false,
    ...userAttributes(user),
  };
}

/** A user with the organizations they hold a role on (GET /api/v1/users[/:id]). */
export interface ManagedUserResource extends UserResource {
  /** Only the users screens show when someone last signed in (their own sign-in, not sign-in-as). */
  last_sign_in_at: string | null;
  /** A deleted account awaiting removal: when it will be anonymised (decision 0017). */
  removal_due_at: string | null;
  organizations: OrganizationResource[];
}

export const managedUserSerializer = new Serializer<ManagedUserResource>(USERS, {
  relators: {
    roles: new Relator<ManagedUserResource, RoleResource>(async (user) => user.roles, roleSerializer, { relatedName: "roles" }),
    organizations: new Relator<ManagedUserResource, OrganizationResource>(async (user) => user.organizations, organizationSerializer, {
      relatedName: "organizations",
    }),
  },
});
