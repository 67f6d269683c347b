import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { loadOrganizations, requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { PageHeader } from "~/components/page-header";
import { titleMeta } from "~/utils/meta";
import { OrganizationChoice } from "./organization-choice";
import { RoleList } from "./role-list";

const schema = z.object({ organizationId: z.string().min(1).max(20) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { organizations, currentOrganizationId } = await loadOrganizations(context);
  return { title: context.t("auth:roles.title"), roles: user.roles, organizations, currentOrganizationId };
}

// Only one of the user's own organizations can become the current one (spec section 4).
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  const { organizations } = await loadOrganizations(context);
  const chosen = submission.status === "success" && organizations.find((item) => item.id === submission.value.organizationId);
  if (!chosen) {
    return data(submission.reply({ formErrors: [context.t("auth:errors.organizationUnknown")] }), { status: 400 });
  }
  context.session.set("currentOrganizationId", chosen.id);
  flashToast(context, { title: context.t("auth:roles.chosen", { name: chosen.name }), color: "success" });
  return safeRedirect("/account/roles");
}

export const meta = titleMeta;

export default function AccountRoles() {
  const { t } = useTranslation("auth");
  const { roles, organizations, currentOrganizationId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form] = useForm({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("roles.title")} description={t("roles.description")} />
      <RoleList roles={roles} organizations={organizations} />
      <OrganizationChoice
        organizations={organizations}
        currentId={currentOrganizationId}
        formProps={getFormProps(form)}
        errors={form.errors}
        errorId={form.errorId}
      />
    </div>
  );
}
