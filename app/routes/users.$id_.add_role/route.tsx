import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "~/i18n-t";
import { useTranslation } from "~/i18n-t";
import type { z } from "zod";
import { savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { displayName } from "~/.server/api/users";
import { changeRole, getManagedUser, organizationChoices } from "~/.server/api/users-admin";
import { replyFromApiError } from "~/.server/form-errors";
import { idParams, parseParams } from "~/.server/not-found";
import { readAhead, readAheadById } from "~/.server/read-ahead";
import { requireUserManager } from "~/.server/user-management";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { validationErrorMap } from "~/utils/validation-message";
import { roleChoices } from "./choices.server";
import { addRoleSchema, holdsRole, ROLE_LABELS, toRole } from "./schema";
import { formOptions, recordOptions } from "~/utils/form-options";

export const handle = { hydrate: true, i18n: ["users"] };

const parseOptions = (t: TFunction) => ({ schema: addRoleSchema(t), errorMap: validationErrorMap(t, ROLE_LABELS(t)) });

async function load(request: Request, params: unknown, context: AppLoadContext) {
  // The user needs only the URL's id: asked beside the manager, awaited after the guard
  // (~/.server/read-ahead). What the manager may grant depends on who they are: staff's choice of
  // organizations (most who grant roles are staff) is asked beside the guard too, and goes unused
  // for an organization admin, whose own organizations come with their user: for them a read of
  // the tenant's organizations (up to 1,000 names) for nothing.
  const userAhead = readAheadById(params, (id) => getManagedUser(context.api, id));
  const organizationsAhead = readAhead(organizationChoices(context.api));
  const manager = await requireUserManager(request, context);
  const { id } = parseParams(request, params, idParams);
  const [user, choices] = await Promise.all([userAhead, roleChoices(context, manager, manager.staff ? organizationsAhead : undefined)]);
  return { id, name: displayName(user), roles: user.roles, choices };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id, name, choices } = await load(request, params, context);
  return { title: context.t("users:addRole.title", { name }), id, name, choices };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, name, roles } = await load(request, params, context);
  const submission = parseWithZod(await request.formData(), parseOptions(context.t));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const role = toRole(submission.value);
  // Granting a role the user holds changes nothing: say so rather than "added" (issue 49).
  if (holdsRole(roles, role))
    return data(submission.reply({ formErrors: [context.t("users:addRole.alreadyHeld", { name, role: context.t(`users:roles.${role.name}`) })] }), {
      status: 400,
    });
  try {
    await changeRole(context.api, "PUT", id, role);
  } catch (error) {
    // 403: a role this caller may not grant; 404: an organization or centre gone or not theirs.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      const reason = error.status === 403 ? "users:addRole.forbidden" : "users:addRole.notFound";
      return data(submission.reply({ formErrors: [context.t(reason)] }), { status: error.status });
    }
    return replyFromApiError(submission, error, context.t, ROLE_LABELS(context.t));
  }
  return savedRedirect(context, `/users/${id}`, context.t("users:addRole.added", { role: context.t(`users:roles.${role.name}`) }));
}

export const meta = titleMeta;

export default function AddRole() {
  const { t } = useTranslation(["users", "ui"]);
  const { id, name, choices } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<ReturnType<typeof addRoleSchema>>>({
    lastResult: useActionData<typeof action>(),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, parseOptions(t)),
  });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("addRole.title", { name })} description={t("addRole.description")} back={{ to: `/users/${id}`, label: t("addRole.back") }} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <SelectField
          {...fieldProps(fields.name, t("fields.role"))}
          placeholder={t("addRole.choose")}
          options={formOptions(choices.roles, (value) => t(`roles.${value}`))}
          required
        />
        <SelectField
          {...fieldProps(fields.organizationId, t("fields.organization"))}
          placeholder={t("addRole.chooseOrganization")}
          description={t("addRole.organizationHelp")}
          options={recordOptions(choices.organizations)}
        />
        {choices.centers.length ? (
          <SelectField
            {...fieldProps(fields.volunteerCenterId, t("fields.volunteerCenter"))}
            placeholder={t("addRole.chooseCenter")}
            description={t("addRole.centerHelp")}
            options={recordOptions(choices.centers)}
          />
        ) : null}
        <SubmitButton className="justify-self-start">{t("addRole.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
