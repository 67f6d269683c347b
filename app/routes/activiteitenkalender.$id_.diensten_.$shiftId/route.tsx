import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { editShiftAction, editShiftLoader } from "~/.server/shifts/edit-shift-page";
import { EditShiftPage } from "~/components/shifts/edit-shift-page";
import { titleMeta } from "~/utils/meta";

// One shift of the activity edited on its own (docs/shifts-and-hours.md).
export const handle = { i18n: ["activities"] };
export const loader = (args: LoaderFunctionArgs) => editShiftLoader(args, "activity");
export const action = (args: ActionFunctionArgs) => editShiftAction(args, "activity");
export const meta = titleMeta;
export default EditShiftPage;
