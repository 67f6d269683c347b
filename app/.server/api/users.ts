import type { Resource } from "./document";

export interface Role {
  id: string;
  name: "super_admin" | "staff" | "admin" | "member" | string;
  resourceType: "VolunteerCenter" | "Organization" | null;
  resourceId: string | null;
}

export interface CurrentUser {
  id: string;
  email: string | null;
  unconfirmedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  locale: "nl" | "en";
  periodicMail: "none" | "weekly" | "monthly" | string;
  status: "active" | "invited" | "inactive" | "archived";
  roles: Role[];
}

export interface Organization {
  id: string;
  name: string;
  organizationType: "Organization" | "School" | "VolunteerCenter" | string;
  status: "approved" | "pending" | "denied" | "archived" | string;
}

export const asCurrentUser = (resource: Resource) => ({ ...resource, roles: resource.roles ?? [] }) as unknown as CurrentUser;

/** A name to greet with: first and last name, else the e-mail address. */
export const displayName = (user: Pick<CurrentUser, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
