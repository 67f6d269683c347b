import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { localeCookie } from "~/.server/i18n";
import { preferenceAction } from "~/.server/preference-action";
import { localeSchema } from "~/.server/preferences";

/** POST locale=nl|en&redirectTo=/path: the language switch. */
export const action = (args: ActionFunctionArgs) => preferenceAction(args, localeSchema, (value) => localeCookie.serialize(value.locale));
