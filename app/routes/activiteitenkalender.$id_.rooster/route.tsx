import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { rosterLoader } from "~/.server/shifts/roster-page";
import { rosterMessageAction } from "~/.server/shifts/roster-message";
import { RosterPage } from "~/components/shifts/roster-page";
import { titleMeta } from "~/utils/meta";

// The activity's roster for its managers (docs/shifts-and-hours.md): the one roster page.
export const handle = { i18n: ["hours", "activities"] };
export const loader = (args: LoaderFunctionArgs) => rosterLoader(args, "activity");
export const action = (args: ActionFunctionArgs) => rosterMessageAction(args, "activity");
export const meta = titleMeta;
export default RosterPage;
