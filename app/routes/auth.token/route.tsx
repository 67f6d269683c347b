import { titleMeta } from "~/utils/meta";
import { passwordAction, passwordLoader } from "../auth.reset/action.server";
import { PasswordForm } from "../auth.reset/password-form";

// The 'choose your password' link of an invitation: the reset flow, worded as a welcome.
export const loader = passwordLoader("token");
export const action = passwordAction("token");
export const meta = titleMeta;
export default function Token() {
  return <PasswordForm variant="token" />;
}
