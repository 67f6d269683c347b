import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { rosterCsvLoader } from "~/.server/shifts/roster-page";

/** The vacancy's roster as CSV (docs/shifts-and-hours.md). */
export const loader = (args: LoaderFunctionArgs) => rosterCsvLoader(args, "vacancy");
