import type { ApiClient } from "./client";
import type { Resource } from "./document";

// New accounts: the API answers a taken address exactly as a new one (it mails the owner
// instead, docs/security.md "No enumeration"), and mails the link that leads to /confirm.

/** POST /users signed out: an unconfirmed volunteer account. */
export const signUpUser = (api: ApiClient, attributes: object) => api.write("POST", "/api/v1/users", "users", attributes);

/** POST /organization_sign_ups: a pending organization with its first admin. */
export const signUpOrganization = (api: ApiClient, attributes: object) =>
  api.write("POST", "/api/v1/organization_sign_ups", "organization_sign_ups", attributes);

/** POST /organization_starts: signed in, the caller starts a pending organization as its admin; its id. */
export async function startOrganization(api: ApiClient, attributes: object): Promise<string> {
  const { data } = await api.write<Resource & { organizationId: string }>("POST", "/api/v1/organization_starts", "organization_starts", attributes);
  return data.organizationId;
}

/** POST /confirm: a mailed confirmation token confirms its account (or its new address). */
export async function confirmAccount(api: ApiClient, confirmationToken: string): Promise<Resource> {
  return (await api.write<Resource>("POST", "/api/v1/confirm", "users", { confirmationToken })).data;
}
