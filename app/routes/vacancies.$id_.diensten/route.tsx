import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { shiftsAction, shiftsLoader } from "~/.server/shifts/shifts-page";
import { ShiftsPage } from "~/components/shifts/shifts-page";
import { titleMeta } from "~/utils/meta";

// The vacancy's shifts for its managers (docs/shifts-and-hours.md): the one shifts page.
export const handle = { i18n: ["activities", "hours"] };
export const loader = (args: LoaderFunctionArgs) => shiftsLoader(args, "vacancy");
export const action = (args: ActionFunctionArgs) => shiftsAction(args, "vacancy");
export const meta = titleMeta;
export default ShiftsPage;
