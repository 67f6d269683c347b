import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { OrganizationForm } from "../organizations.$id_.edit/organization-form";
import type { editSchema } from "../organizations.$id_.edit/schema";
import { ownOrganizationAction, ownOrganizationLoader } from "./own-organization.server";

export const handle = { i18n: ["settings", "organizations"] };

export const loader = (args: LoaderFunctionArgs) => ownOrganizationLoader(args);
export const action = (args: ActionFunctionArgs) => ownOrganizationAction(args);
export const meta = titleMeta;

/** /instellingen/organisatie: the centre as an organization in its directory, with the organization form. */
export default function OwnOrganizationSettings() {
  const { t } = useTranslation(["settings", "organizations"]);
  const { organization, exists } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof editSchema>>>({
    id: "organisation",
    lastResult: useActionData<typeof action>(),
    defaultValue: organization,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("organisation.title")} description={t(exists ? "organisation.description" : "organisation.missing")} />
      <OrganizationForm form={form} name={fields.name} profile={fields.profile.getFieldset()} address={fields.address.getFieldset()} submit={t("save")} />
    </div>
  );
}
