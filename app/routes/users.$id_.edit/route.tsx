import { CsrfField } from "~/components/csrf-field";
import { getFormProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { readAheadById } from "~/.server/read-ahead";
import { parseAccountForm, replyFromAccountError, savedRedirect } from "~/.server/account";
import { ApiError } from "~/.server/api/errors";
import { displayName } from "~/.server/api/users";
import { getManagedUser, updateManagedUser } from "~/.server/api/users-admin";
import { idParams, parseParams } from "~/.server/not-found";
import { mayActOn, requireStaff } from "~/.server/user-management";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useAccountForm } from "~/utils/account-forms/use-account-form";
import { fieldProps } from "~/utils/field-props";
import { titleMeta } from "~/utils/meta";
import { EDIT_FIELDS, editSchema, LOCALES, MANAGED_STATUSES } from "./schema";
import { formOptions } from "~/utils/form-options";

// Staff and super admins edit a user's names, phone, language and status; the status not of
// their own account (the API refuses it too).
export const handle = { hydrate: true, i18n: ["users", "auth"] };

async function load(request: Request, params: unknown, context: AppLoadContext) {
  // The user needs only the URL's id: asked beside the manager, used after the guard.
  const managed = readAheadById(params, (id) => getManagedUser(context.api, id));
  const manager = await requireStaff(request, context);
  const { id } = parseParams(request, params, idParams);
  const user = await managed;
  const self = user.id === manager.user.id;
  if (!self && !mayActOn(manager, user)) throw data(null, { status: 403 });
  return { id, user, self };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, self } = await load(request, params, context);
  const { id, firstName, lastName, phone, locale, status } = user;
  return {
    title: context.t("users:edit.title", { name: displayName(user) }),
    name: displayName(user),
    self,
    user: { id, firstName: firstName ?? "", lastName: lastName ?? "", phone: phone ?? "", locale, status },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, user, self } = await load(request, params, context);
  const submission = parseAccountForm(await request.formData(), editSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { status, phone, ...rest } = submission.value;
  // Only a changed status is sent, and never one's own.
  const changed = !self && status && status !== user.status ? { status } : {};
  try {
    await updateManagedUser(context.api, id, { ...rest, phone: phone || null, ...changed });
  } catch (error) {
    // 403: an account this caller may not change (a super admin's, staff of another centre).
    if (error instanceof ApiError && error.status === 403)
      return data(submission.reply({ formErrors: [context.t("users:errors.forbidden")] }), { status: 403 });
    return replyFromAccountError(submission, error, context, EDIT_FIELDS);
  }
  return savedRedirect(context, `/users/${id}`, context.t("users:edit.saved"));
}

export const meta = titleMeta;

export default function EditUser() {
  const { t } = useTranslation(["users", "auth", "ui"]);
  const { name, self, user } = useLoaderData<typeof loader>();
  const [form, fields] = useAccountForm(editSchema, t, {
    lastResult: useActionData<typeof action>(),
    defaultValue: { ...user, status: user.status === "invited" ? "" : user.status },
  });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("edit.title", { name })} back={{ to: `/users/${user.id}`, label: t("edit.back") }} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField {...fieldProps(fields.firstName, t("fields.firstName"))} autoComplete="off" required />
        <TextField {...fieldProps(fields.lastName, t("fields.lastName"))} autoComplete="off" required />
        <TextField {...fieldProps(fields.phone, t("fields.phone"))} type="tel" autoComplete="off" />
        <SelectField {...fieldProps(fields.locale, t("fields.locale"))} options={formOptions(LOCALES, (value) => t(`locales.${value}`))} required />
        {self ? null : (
          <SelectField
            {...fieldProps(fields.status, t("fields.status"))}
            placeholder={user.status === "invited" ? t("edit.keepStatus", { status: t("statuses.invited") }) : undefined}
            description={user.status === "invited" ? t("edit.statusInvited") : undefined}
            options={formOptions(MANAGED_STATUSES, (value) => t(`statuses.${value}`))}
          />
        )}
        <SubmitButton className="justify-self-start">{t("edit.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
