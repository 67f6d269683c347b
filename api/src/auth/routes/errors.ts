import type { User } from "../../db/accounts-schema";
import { JsonApiError } from "../../jsonapi/errors";
import type { Refusal } from "../account-state";

/**
 * Unknown e-mail and wrong password share this one error, byte for byte: the answer must not
 * tell whether an account exists (devise_token_auth's wording).
 */
export const invalidCredentials = () =>
  new JsonApiError({
    status: 401,
    title: "Invalid credentials",
    detail: "Invalid login credentials. Please try again.",
    code: "invalid_credentials",
  });

/** Only ever sent after a correct password, so it reveals nothing to someone guessing. */
export const wrongCenter = () =>
  new JsonApiError({
    status: 403,
    title: "Wrong center",
    detail: "Signed in at the wrong center: this user account is registered with one of the other partners in the collaboration.",
    code: "wrong_center",
  });

/** Why a correctly authenticated account may not sign in (after a correct password only). */
export function refusalError(refusal: Refusal, user: User) {
  switch (refusal) {
    case "archived":
      return invalidCredentials();
    case "unconfirmed":
      return new JsonApiError({
        status: 401,
        title: "Unconfirmed account",
        detail: `A confirmation email was sent to your account at '${user.email}'. You must follow the instructions in the email before your account can be activated.`,
        code: "unconfirmed",
      });
    case "invited":
      return new JsonApiError({
        status: 403,
        title: "Invitation not accepted",
        detail: "Your account has been invited but is not active yet. Use the link in your invitation e-mail, or reset your password.",
        code: "invited",
      });
    case "inactive":
      return new JsonApiError({
        status: 403,
        title: "Inactive account",
        detail: "Your account is inactive. Please contact the administrator of this website.",
        code: "inactive",
      });
  }
}
