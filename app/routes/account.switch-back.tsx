import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { stopImpersonation } from "~/.server/impersonation";
import { safeRedirect } from "~/.server/safe-redirect";

// The banner's button while acting as another user: back to one's own account (POST only).
export const loader = () => safeRedirect("/");

export const action = ({ context }: ActionFunctionArgs) => stopImpersonation(context);
