import type { ApiClient } from "./client";
import type { Resource } from "./document";
import { asCurrentUser, type CurrentUser, type Organization } from "./users";

// The signed-in user's own account, and becoming someone else (spec section 7, "Current user").
const CURRENT_USER = "/api/v1/current_user";

/** GET /current_user with its roles: who the credentials belong to. */
export async function readCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const { data } = await api.get<Resource>(CURRENT_USER, { include: ["roles"] });
  return asCurrentUser(data);
}

/** The organizations the signed-in user may act for. */
export async function listCurrentOrganizations(api: ApiClient): Promise<Organization[]> {
  return (await api.get<Organization[]>("/api/v1/current_organizations")).data;
}

/** Saves profile attributes (camelCase; the client snake_cases them) on the signed-in user, `id`. */
export const updateCurrentUser = (api: ApiClient, id: string, attributes: object) => api.write("PATCH", CURRENT_USER, "users", attributes, id);

/** Deletes the signed-in user's account for good. */
export const deleteCurrentUser = (api: ApiClient) => api.request("DELETE", CURRENT_USER);

/** POST /sign_in_as_user: staff act as user `userId`; the client then holds that user's credentials. */
export async function signInAsUser(api: ApiClient, userId: string): Promise<CurrentUser> {
  return (await api.write<CurrentUser>("POST", "/api/v1/sign_in_as_user", "users", { userId })).data;
}
