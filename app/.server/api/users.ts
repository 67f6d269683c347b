import type { Camelized } from "@contract/case";
import type { Locale } from "@contract/locales";
import type { OrganizationStatus, OrganizationType } from "@contract/organizations";
import type { PeriodicMail, RoleAttributes, UserStatus } from "@contract/users";
import type { Resource } from "./document";

export interface Role extends Camelized<RoleAttributes> {
  id: string;
}

export interface CurrentUser {
  id: string;
  email: string | null;
  unconfirmedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  locale: Locale;
  periodicMail: PeriodicMail;
  status: UserStatus;
  roles: Role[];
}

export interface Organization {
  id: string;
  name: string;
  organizationType: OrganizationType;
  status: OrganizationStatus;
}

export const asCurrentUser = (resource: Resource) => ({ ...resource, roles: resource.roles ?? [] }) as unknown as CurrentUser;

/** A name to greet with: first and last name, else the e-mail address. */
export const displayName = (user: Pick<CurrentUser, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
