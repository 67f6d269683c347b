import { titleMeta } from "~/utils/meta";
import { passwordAction, passwordLoader } from "./action.server";
import { PasswordForm } from "./password-form";

// The link of the 'forgotten password' mail: ?reset_password_token=…
export const loader = passwordLoader("reset");
export const action = passwordAction("reset");
export const meta = titleMeta;
export default function Reset() {
  return <PasswordForm variant="reset" />;
}
