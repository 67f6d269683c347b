import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { savedRedirect } from "~/.server/account";
import { createOrganization, listCenterOrganizations, updateOrganization } from "~/.server/api/organizations";
import { loadCurrentCenter } from "~/.server/current-center";
import { replyFromApiError } from "~/.server/form-errors";
import { requireSettingsEditor } from "~/.server/settings-access";
import { editSchema, organizationLabels, organizationParseOptions, toAttributes, toNewAttributes } from "../organizations.$id_.edit/schema";

/**
 * The centre's own organization: the one of type VolunteerCenter in its directory (the home
 * page's contact block shows it too). null when the centre has none yet.
 */
async function findOwnOrganization(context: AppLoadContext, centerId: string) {
  const [found] = await listCenterOrganizations(context.api, { centerId, approved: false, size: 1 });
  return found ?? null;
}

async function load(request: Request, context: AppLoadContext) {
  // The kept centre (its id, its name as the form's default): the settings layout read it already,
  // and the page needs none of the centre's settings, which read fresh were a call before this one.
  const center = await loadCurrentCenter(context);
  await requireSettingsEditor(request, context, center.id);
  return { center, own: await findOwnOrganization(context, center.id) };
}

export async function ownOrganizationLoader({ request, context }: LoaderFunctionArgs) {
  const { center, own } = await load(request, context);
  const { profile, address } = own ?? { profile: null, address: null };
  return {
    title: context.t("settings:organisation.title"),
    exists: Boolean(own),
    organization: {
      name: own?.name ?? center.name,
      profile: { description: profile?.description ?? "", website: profile?.website ?? "", phone: profile?.phone ?? "", email: profile?.email ?? "" },
      address: { street: address?.street ?? "", houseNumber: address?.houseNumber ?? "", postalCode: address?.postalCode ?? "", city: address?.city ?? "" },
    },
  };
}

/**
 * Saves the centre's organization with the organization edit form's schema and api call. A
 * centre without one gets it: made as a VolunteerCenter organization of this centre, and
 * approved at once (the centre's staff are its reviewers), so the directory shows it.
 */
export async function ownOrganizationAction({ request, context }: ActionFunctionArgs) {
  const { own } = await load(request, context);
  const submission = parseWithZod(await request.formData(), organizationParseOptions(editSchema, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const labels = organizationLabels(context.t);
  try {
    if (own) await updateOrganization(context.api, own.id, toAttributes(submission.value, { clearEmpty: true }));
    else {
      const made = await createOrganization(context.api, { ...toNewAttributes(submission.value), organizationType: "VolunteerCenter" });
      if (made.status !== "approved") await updateOrganization(context.api, made.id, { status: "approved" });
    }
  } catch (error) {
    return replyFromApiError(submission, error, context.t, labels);
  }
  return savedRedirect(context, "/instellingen/organisatie", context.t("settings:saved"));
}
