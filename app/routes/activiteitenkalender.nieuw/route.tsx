import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACTIVITY_REPEATS } from "@contract/activities";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { mayManageActivities } from "~/.server/activities/permissions";
import { listCenterTags } from "~/.server/api/tags";
import { loadOrganizations, requireUser } from "~/.server/auth";
import { permissionsOf } from "~/.server/permissions";
import { DescriptionField } from "~/components/editor/description-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { fieldProps } from "~/utils/account-forms/parse-options";
import { titleMeta } from "~/utils/meta";
import { TagsFieldset } from "../organizations.$id_.edit/tags-fieldset";
import { createActivityAction } from "./action.server";
import { type ActivityFormValue, activityParseOptions } from "./schema";

// A new activity (docs/activities.md). Organization admins add their organization's (it then
// waits for the centre's staff); staff add the centre's own activities and workshops. Every
// field posts without JavaScript; with it, the description gets the rich-text editor.
export const handle = { hydrate: true, i18n: ["activities", "vacancies", "organizations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const permissions = permissionsOf(await requireUser(request, context));
  if (!mayManageActivities(permissions)) throw data(null, { status: 403 });
  const [{ organizations }, tags] = await Promise.all([loadOrganizations(context), listCenterTags(context)]);
  const own = organizations.filter((o) => permissions.adminOrgIds.includes(o.id)).map(({ id, name }) => ({ value: id, label: name }));
  return { title: context.t("activities:form.heading"), staff: permissions.staff, organizations: own, tags: tags.map(({ id, name }) => ({ id, name })) };
}

export const action = (args: ActionFunctionArgs) => createActivityAction(args);

export const meta = titleMeta;

export default function NewActivity() {
  const { t } = useTranslation("activities");
  const { staff, organizations, tags } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<ActivityFormValue>({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, activityParseOptions(t)),
  });
  const label = (name: keyof ActivityFormValue) => t(`form.${name}`);
  const owners = [...(staff ? [{ value: "", label: t("form.centre") }] : []), ...organizations];
  return (
    <div>
      <PageHeader title={t("form.heading")} description={t(staff ? "form.introStaff" : "form.intro")} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <SelectField {...fieldProps(fields.organizationId, label("organizationId"))} options={owners} />
        {staff ? <SelectField {...fieldProps(fields.kind, label("kind"))} options={[{ value: "activity", label: t("kind.activity") }, { value: "workshop", label: t("kind.workshop") }]} /> : null}
        <TextField {...fieldProps(fields.title, label("title"))} required />
        <DescriptionField field={fields.description} json={fields.descriptionJson} prefill={fields.descriptionPrefill} label={label("description")} doc={null} plainText="" rich={false} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("form.when")}</legend>
          <TextField {...fieldProps(fields.startsAt, label("startsAt"))} type="datetime-local" required />
          <TextField {...fieldProps(fields.endsAt, label("endsAt"))} type="datetime-local" required />
          <SelectField {...fieldProps(fields.repeat, label("repeat"))} options={ACTIVITY_REPEATS.map((value) => ({ value, label: t(`repeat.${value}`) }))} />
          <TextField {...fieldProps(fields.repeatUntil, label("repeatUntil"))} type="date" description={t("form.repeatUntilHint")} />
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("form.where")}</legend>
          <div className="flex items-center gap-2">
            <input type="checkbox" id={fields.online.id} name={fields.online.name} defaultChecked={fields.online.initialValue === "on"} className="size-5" />
            <label htmlFor={fields.online.id}>{label("online")}</label>
          </div>
          <TextField {...fieldProps(fields.onlineUrl, label("onlineUrl"))} type="url" />
          <TextField {...fieldProps(fields.place, label("place"))} autoComplete="address-level2" />
          <TextField {...fieldProps(fields.address, label("address"))} autoComplete="street-address" />
          <TextField {...fieldProps(fields.postalCode, label("postalCode"))} autoComplete="postal-code" />
        </fieldset>
        <TextField {...fieldProps(fields.capacity, label("capacity"))} type="number" min={1} max={10000} description={t("form.capacityHint")} />
        <TextField {...fieldProps(fields.imageUrl, label("imageUrl"))} type="url" description={t("form.imageUrlHint")} />
        <TagsFieldset field={fields.tagIds} tags={tags} legend={label("tagIds")} hint={t("form.tagIdsHint")} />
        <div>
          <SubmitButton variant="primary">{t("form.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
