import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { preferenceAction } from "~/.server/preference-action";
import { consentCookie, consentSchema } from "~/.server/preferences";

/** POST consent=granted|denied&redirectTo=/path: the analytics consent banner. */
export const action = (args: ActionFunctionArgs) => preferenceAction(args, consentSchema, (value) => consentCookie(value.consent));
