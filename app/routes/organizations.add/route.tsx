import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { createOrganization } from "~/.server/api/organizations";
import { replyFromApiError } from "~/.server/form-errors";
import { PageHeader } from "~/components/page-header";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { OrganizationForm } from "../organizations.$id_.edit/organization-form";
import {
  organizationLabels,
  organizationParseOptions,
  ORGANIZATION_TYPES,
  staffAddSchema,
  tagIdsToSend,
  toNewAttributes,
} from "../organizations.$id_.edit/schema";
import { TagsFieldset } from "../organizations.$id_.edit/tags-fieldset";
import { listCenterTagNames } from "~/.server/api/tags";
import { requireReviewer } from "~/.server/permissions";
import { formOptions } from "~/utils/form-options";

// Staff and super admins add an organization to their centre (the API's default: the centre of
// this site). It starts pending, like a sign-up; the new organization's page follows with a toast.
export const handle = { hydrate: true, i18n: ["organizations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireReviewer(request, context);
  // The centre's themes, to give the new organization some at once (issue 49).
  const tags = await listCenterTagNames(context);
  return { title: context.t("organizations:add.title"), tags: tags.map(({ id, name, kind }) => ({ id, name, kind })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireReviewer(request, context);
  const submission = parseWithZod(await request.formData(), organizationParseOptions(staffAddSchema, context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Only the centre's own themes, as offered (the API checks them again).
  const tagIds = submission.value.tagIds?.length ? tagIdsToSend(submission.value.tagIds, await listCenterTagNames(context), []) : [];
  let organization;
  try {
    organization = await createOrganization(context.api, {
      ...toNewAttributes({ ...submission.value, status: undefined }, tagIds),
      organizationType: submission.value.organizationType,
    });
  } catch (error) {
    return replyFromApiError(submission, error, context.t, organizationLabels(context.t));
  }
  return savedRedirect(context, `/organizations/${organization.id}`, context.t("organizations:add.added", { name: organization.name }));
}

export const meta = titleMeta;

export default function AddOrganization() {
  const { t } = useTranslation(["organizations", "ui"]);
  const { tags } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof staffAddSchema>>>({
    lastResult: useActionData<typeof action>(),
    defaultValue: { organizationType: "Organization" },
    shouldValidate: "onBlur",
    // A field with an error is checked again as it is typed in: on blur its message would vanish
    // under the pointer between pressing and releasing the button, which then misses the click.
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, organizationParseOptions(staffAddSchema, t)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("add.title")} description={t("add.description")} back={{ to: "/organizations", label: t("list.title") }} />
      <OrganizationForm
        form={form}
        name={fields.name}
        profile={fields.profile.getFieldset()}
        address={fields.address.getFieldset()}
        submit={t("add.submit")}
        before={
          <SelectField
            {...fieldProps(fields.organizationType, t("fields.type"))}
            options={formOptions(ORGANIZATION_TYPES, (value) => t(`types.${value}`))}
            required
          />
        }
        after={tags.length ? <TagsFieldset field={fields.tagIds} tags={tags} /> : null}
      />
    </div>
  );
}
