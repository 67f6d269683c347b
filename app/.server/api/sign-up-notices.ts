import type { CurrentUser } from "./users";
import type { ApiClient } from "./client";

// A staff member's notice of new volunteers at their centre (docs/users.md "Told of sign-ups").
const PATH = "/api/v1/sign_up_notice_preference";

/** Whether the user is a centre's staff, whom the api tells of new volunteers (super admins are not). */
export const isCentreStaff = (user: CurrentUser) => user.roles.some((role) => role.name === "staff");

export const getSignUpNotice = async (api: ApiClient) => (await api.get<{ signUpNotice: boolean }>(PATH)).data.signUpNotice;

/** `userId`: the signed-in user's, the preference's id (a PATCH names what it changes). */
export const updateSignUpNotice = (api: ApiClient, userId: string, on: boolean) =>
  api.write("PATCH", PATH, "sign_up_notice_preferences", { signUpNotice: on }, userId);
