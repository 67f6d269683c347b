import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { preferenceAction } from "~/.server/preference-action";
import { colorSchemeCookie, colorSchemeSchema } from "~/.server/preferences";

/** POST scheme=system|light|dark&redirectTo=/path: the colour-scheme switch. */
export const action = (args: ActionFunctionArgs) => preferenceAction(args, colorSchemeSchema, (value) => colorSchemeCookie(value.scheme));
