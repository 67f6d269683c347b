import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { mayManageActivities } from "~/.server/activities/permissions";
import { listCenterTagNames } from "~/.server/api/tags";
import { loadOrganizations, requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { ActivityForm } from "~/components/activities/activity-form";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { createActivityAction } from "./action.server";
import { recordOptions } from "~/utils/form-options";

// A new activity (docs/activities.md). Organization admins add their organization's (it then
// waits for the centre's staff); staff add the centre's own activities and workshops. Every
// field posts without JavaScript; with it, the description gets the rich-text editor.
export const handle = { hydrate: true, i18n: ["activities", "vacancies", "organizations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const permissions = permissionsOf(await requireUser(request, context));
  if (!mayManageActivities(permissions)) throw data(null, { status: 403 });
  const [{ organizations }, tags] = await Promise.all([loadOrganizations(context), listCenterTagNames(context)]);
  const own = recordOptions(organizations.filter((o) => permissions.adminOrgIds.includes(o.id)));
  return { title: context.t("activities:form.heading"), staff: permissions.staff, organizations: own, tags: tags.map(({ id, name }) => ({ id, name })) };
}

export const action = (args: ActionFunctionArgs) => createActivityAction(args);

export const meta = titleMeta;

export default function NewActivity() {
  const { t } = useTranslation("activities");
  const { staff, organizations, tags } = useLoaderData<typeof loader>();
  const owners = [...(staff ? [{ value: "", label: t("form.centre") }] : []), ...organizations];
  return (
    <div>
      <PageHeader title={t("form.heading")} description={t(staff ? "form.introStaff" : "form.intro")} />
      <ActivityForm lastResult={useActionData<typeof action>()} tags={tags} owners={owners} staff={staff} submit={t("form.submit")} />
    </div>
  );
}
