import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type Activity, getActivity } from "~/.server/api/activities";
import { requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { readAhead } from "~/.server/read-ahead";
import { requireActivitiesFeature } from "./calendar";
import { mayEditActivity } from "./permissions";

const ID = /^[1-9]\d{0,17}$/;

/**
 * The activity of the route's `:id`, when the visitor may edit it (its edit form, its shifts):
 * the 404 screen for a malformed id, the 403 screen otherwise (the api checks again).
 */
export async function editableActivity({ request, params, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  // The activity needs only the URL's id: asked beside the user, awaited after the guard
  // (~/.server/read-ahead: the login redirect comes first, as before). A malformed id reads nothing.
  const ahead = readAhead(ID.test(params.id ?? "") ? getActivity(context.api, params.id!) : Promise.reject(new Error("Not an id: the 404 below")));
  const user = await requireUser(request, context);
  if (!ID.test(params.id ?? "")) throw data(null, { status: 404 });
  const activity = await ahead;
  if (!mayEditActivity(permissionsOf(user), activity)) throw data(null, { status: 403 });
  return activity;
}

/**
 * editableActivity and a read of the activity's own rows (its shifts, one shift) side by side: one
 * api call deep instead of two (docs/performance.md "Budgets"). The activity's answer comes first:
 * its 404, 403 or sign-in stands whatever the other read answered.
 */
export async function editableActivityWith<T>(args: LoaderFunctionArgs, read: (id: string) => Promise<T>): Promise<[Activity, T]> {
  const [activity, rows] = await Promise.allSettled([editableActivity(args), read(args.params.id ?? "")]);
  if (activity.status === "rejected") throw activity.reason;
  if (rows.status === "rejected") throw rows.reason;
  return [activity.value, rows.value];
}
