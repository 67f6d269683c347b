import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { getOrganization, updateOrganization } from "~/.server/api/organizations";
import { listCenterTagNames } from "~/.server/api/tags";
import { listOrganizationAdmins } from "~/.server/api/users-admin";
import { requireUser } from "~/.server/auth";
import { replyFromApiError } from "~/.server/form-errors";
import { idParams, parseParams } from "~/.server/not-found";
import { PageHeader } from "~/components/page-header";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { isReviewer, mayEditOrganization } from "~/.server/permissions";
import { readAheadById } from "~/.server/read-ahead";
import { OrganizationForm } from "./organization-form";
import { editSchema, organizationLabels, organizationParseOptions, ORGANIZATION_STATUSES, tagIdsToSend, toAttributes } from "./schema";
import { TagsFieldset } from "./tags-fieldset";
import { AdminsList } from "./admins-list";
import { formOptions } from "~/utils/form-options";

// Signed in, so it may hydrate (decision 0003): conform checks each field on blur. Without
// JavaScript the form posts and answers with its errors all the same. The API decides who may
// save what: the organization's admins its name, profile and address; staff and super admins
// also its status. Whoever may edit may set its tags (the API's canEdit): the centre's themes.
export const handle = { hydrate: true, i18n: ["organizations", "org-entry"] };

// As the public page's: a canonical positive integer, else 'Page Not Found: {path}'.
async function load(request: Request, params: unknown, context: LoaderFunctionArgs["context"]) {
  // The organization and the tags need only the URL's id: asked beside the user, awaited after the
  // guard (~/.server/read-ahead: the login redirect and the 403 come first, as before).
  const reads = readAheadById(params, (id) => Promise.all([getOrganization(context.api, id, { tags: true }), listCenterTagNames(context)]));
  const user = await requireUser(request, context);
  const { id } = parseParams(request, params, idParams);
  const reviewer = isReviewer(user);
  const mayEdit = reviewer || user.roles.some((role) => role.name === "admin" && role.resourceType === "Organization" && role.resourceId === id);
  if (!mayEdit) throw data(null, { status: 403 });
  const [organization, tags] = await reads;
  // Staff edit only their own centres' organizations (the API refuses another centre's with 403
  // on saving): the 403 screen already on opening the form.
  if (!mayEditOrganization(user, organization)) throw data(null, { status: 403 });
  return { id, reviewer, organization, tags: tags.map(({ id, name, kind }) => ({ id, name, kind })) };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Only the page lists them; the action does not need them. Asked beside the user too, awaited
  // only after load's guard passed.
  const adminsAhead = readAheadById(params, (id) => listOrganizationAdmins(context.api, id));
  const { reviewer, organization, tags } = await load(request, params, context);
  const admins = await adminsAhead;
  const { id, name, status, profile, address } = organization;
  return {
    title: context.t("organizations:edit.title", { name }),
    reviewer,
    tags,
    admins,
    organization: {
      id,
      name,
      status,
      profile: {
        description: profile?.description ?? "",
        website: profile?.website ?? "",
        phone: profile?.phone ?? "",
        email: profile?.email ?? "",
        donationUrl: profile?.donationUrl ?? "",
        phoneVisibility: profile?.phoneVisibility ?? "public",
        emailVisibility: profile?.emailVisibility ?? "public",
      },
      address: {
        street: address?.street ?? "",
        houseNumber: address?.houseNumber ?? "",
        postalCode: address?.postalCode ?? "",
        city: address?.city ?? "",
        visibility: address?.visibility ?? "public",
      },
      tagIds: (organization.tags ?? []).map((tag) => tag.id),
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, reviewer, organization, tags } = await load(request, params, context);
  const submission = parseWithZod(await request.formData(), organizationParseOptions(editSchema, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { status } = submission.value;
  // Only a changed status is sent: an admin never sends one (the API would refuse it).
  const changedStatus = reviewer && status && status !== organization.status ? { status } : {};
  // With no centre tags the form had no checkboxes: the tags are left as they are.
  const tagIds = tags.length ? { tagIds: tagIdsToSend(submission.value.tagIds, tags, organization.tags ?? []) } : {};
  try {
    await updateOrganization(context.api, id, { ...toAttributes(submission.value, { clearEmpty: true }), ...changedStatus, ...tagIds });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, organizationLabels(context.t));
  }
  return savedRedirect(context, `/organizations/${id}`, context.t("organizations:edit.saved"));
}

export const meta = titleMeta;

export default function EditOrganization() {
  const { t } = useTranslation(["organizations", "ui"]);
  const { organization, reviewer, tags, admins } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof editSchema>>>({
    lastResult: useActionData<typeof action>(),
    defaultValue: organization,
    shouldValidate: "onBlur",
    // A field with an error is checked again as it is typed in: on blur its message would vanish
    // under the pointer between pressing and releasing the button, which then misses the click.
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, organizationParseOptions(editSchema, t)),
  });
  const profile = fields.profile.getFieldset();
  const address = fields.address.getFieldset();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("edit.title", { name: organization.name })} back={{ to: `/organizations/${organization.id}`, label: t("edit.back") }} />
      <OrganizationForm
        form={form}
        name={fields.name}
        profile={profile}
        address={address}
        visibility={{ phone: profile.phoneVisibility, email: profile.emailVisibility, address: address.visibility }}
        donation={profile.donationUrl}
        submit={t("edit.submit")}
        before={
          reviewer ? (
            <SelectField {...fieldProps(fields.status, t("fields.status"))} options={formOptions(ORGANIZATION_STATUSES, (value) => t(`statuses.${value}`))} />
          ) : null
        }
        after={tags.length ? <TagsFieldset field={fields.tagIds} tags={tags} /> : null}
      />
      <AdminsList admins={admins} organizationId={organization.id} />
    </div>
  );
}
