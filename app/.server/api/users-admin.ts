import type { ApiClient } from "./client";
import { orErrorScreen } from "./errors";
import type { CurrentUser, Organization } from "./users";
import type { Camelized } from "@contract/case";
import type { ListQuery, SortParam } from "@contract/list";
import type { Locale } from "@contract/locales";
import type { organizationList } from "@contract/organizations";
import { type MANAGED_STATUSES, type RoleAttributes, USER_RESTORE_PATH, type USER_SORTS, type userList } from "@contract/users";

// The users administration's calls (docs/users.md). The API decides who may see and change whom
// (docs/roles.md "Managing users"); these only translate its answers for the routes.

/** A user as their managers see them: the profile's fields, and when and where they belong. */
export interface ManagedUser extends Omit<CurrentUser, "periodicMail"> {
  confirmedAt: string | null;
  createdAt: string;
  /** Their own last sign-in; null: never (or before the platform kept it). */
  lastSignInAt: string | null;
  /** A deleted account awaiting removal: when it will be anonymised; else null. */
  removalDueAt: string | null;
  organizations: Organization[];
}

export interface UserFilters {
  search?: string;
  role?: string;
  organizationId?: string;
  /** A sort of the contract's (`-` for descending); by id when absent. */
  sort?: SortParam<(typeof USER_SORTS)[number]>;
  page: number;
  size: number;
}

/** A refusal to read (403) or a user one may not see (404) becomes that error screen. */
const REFUSALS = { 403: 403, 404: 404 };

const withLists = (user: ManagedUser): ManagedUser => ({ ...user, roles: user.roles ?? [], organizations: user.organizations ?? [] });

/** A page of the users the caller may manage, with their roles and organizations. */
export async function listManagedUsers(api: ApiClient, filters: UserFilters) {
  const query = {
    include: ["roles", "organizations"],
    filter: {
      first_name_or_last_name_or_email_cont: filters.search || undefined,
      with_role: filters.role || undefined,
      organization_id_eq: filters.organizationId,
    },
    sort: filters.sort,
    page: { number: filters.page, size: filters.size },
  } satisfies ListQuery<typeof userList>;
  const { data: users, meta } = await orErrorScreen(api.get<ManagedUser[]>("/api/v1/users", query), REFUSALS);
  return { users: users.map(withLists), total: typeof meta.total === "number" ? meta.total : users.length };
}

/**
 * The deleted accounts still within their grace period that the caller may restore (decision
 * 0017), soonest removal last; one page of up to 1000, far more than a centre deletes in a month.
 */
export async function listDeletedUsers(api: ApiClient) {
  const query = { filter: { deleted: "true" }, sort: "-created_at", page: { size: 1000 } } satisfies ListQuery<typeof userList>;
  const { data: users } = await orErrorScreen(api.get<ManagedUser[]>("/api/v1/users", query), REFUSALS);
  return users;
}

/** POST /users/{id}/restore: a deleted account back as it was, within its grace period. */
export const restoreUser = (api: ApiClient, id: string) => api.write<ManagedUser>("POST", `/api/v1/users/${id}/${USER_RESTORE_PATH}`, "users", {}, id);

/** An organization's admin as its edit page lists them (issue 19). */
export type OrganizationAdmin = Pick<ManagedUser, "id" | "firstName" | "lastName" | "email" | "status">;

/**
 * Every admin of the organization, by the spec's own call (section 7): one page of up to 1000,
 * which no organization comes near. Its admins, its centre's staff and super admins may ask.
 */
export async function listOrganizationAdmins(api: ApiClient, organizationId: string): Promise<OrganizationAdmin[]> {
  const { data: users } = await api.get<ManagedUser[]>("/api/v1/users", {
    filter: { organization_id_eq: organizationId, with_role: "admin" },
    // What the list shows, not each user's whole record.
    fields: { users: ["first_name", "last_name", "email", "status"] },
    page: { size: 1000 },
  } satisfies ListQuery<typeof userList>);
  return users.map(({ id, firstName, lastName, email, status }) => ({ id, firstName, lastName, email, status }));
}

/** One user with roles and organizations; 403/404 from the API are those screens. */
export async function getManagedUser(api: ApiClient, id: string): Promise<ManagedUser> {
  const { data: user } = await orErrorScreen(api.get<ManagedUser>(`/api/v1/users/${id}`, { include: ["roles", "organizations"] }), REFUSALS);
  return withLists(user);
}

export interface InviteAttributes {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  locale: Locale;
  /** Where the invitation's 'choose a password' link points: this site's /auth/token. */
  redirectUrl: string;
}

/** POST /users by staff or a super admin: an invited user and an invitation mail. */
export async function inviteUser(api: ApiClient, attributes: InviteAttributes) {
  const { data: user } = await api.write<ManagedUser>("POST", "/api/v1/users", "users", attributes);
  return user;
}

export type UserUpdate = Partial<Pick<ManagedUser, "firstName" | "lastName" | "locale">> & {
  phone?: string | null;
  status?: (typeof MANAGED_STATUSES)[number];
};

/** PATCH /users/{id}: names, phone, locale and status. */
export const updateManagedUser = (api: ApiClient, id: string, attributes: UserUpdate) =>
  api.write<ManagedUser>("PATCH", `/api/v1/users/${id}`, "users", attributes, id);

/** DELETE /users/{id}: the account is deleted, anonymised after its grace period (like deleting one's own). */
export const deleteManagedUser = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/users/${id}`);

export type RoleWrite = Camelized<RoleAttributes>;

/** PUT add_role or DELETE remove_role with one role: `{data: {type: "roles", attributes}}`. */
export const changeRole = (api: ApiClient, method: "PUT" | "DELETE", id: string, role: RoleWrite) =>
  api.write<ManagedUser>(method, `/api/v1/users/${id}/${method === "PUT" ? "add_role" : "remove_role"}`, "roles", role);

/** Mails new confirmation instructions, linking to this site's /confirm. */
export const resendConfirmation = (api: ApiClient, id: string, confirmSuccessUrl: string) =>
  api.write("POST", `/api/v1/users/${id}/resend_confirmation_instructions`, "users", { confirmSuccessUrl });

/** The organizations a role could be given on: the ones the caller may see, not archived, by name. */
export async function organizationChoices(api: ApiClient) {
  const { data: organizations } = await api.get<{ id: string; name: string; status: string; volunteerCenterId: string | null }[]>("/api/v1/organizations", {
    fields: { organizations: ["name", "status", "volunteer_center_id"] },
    sort: "name",
    page: { size: 1000 },
  } satisfies ListQuery<typeof organizationList>);
  return organizations.filter((o) => o.status !== "archived").map(({ id, name, volunteerCenterId }) => ({ id, name, volunteerCenterId }));
}
