import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { ACCOUNT_GRACE_DAYS, erasureDay } from "@contract/users";
import { parseAccountForm } from "~/.server/account";
import { deleteCurrentUser } from "~/.server/api/current-user";
import { getCurrentUser, pathOf, requireUser } from "~/.server/auth";
import { centerMailLink } from "~/.server/center-mail-link";
import { safeRedirect } from "~/.server/safe-redirect";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { fieldProps } from "~/utils/field-props";
import { Consequences } from "./consequences";
import { SignedOut } from "./signed-out";

const schema = () => z.object({ confirmEmail: z.string().trim().min(1).max(254) });

// Public (spec section 2): signed out, the page explains what deleting does and offers to sign in
// (and come back here) or to ask the centre by mail, for someone who can no longer sign in.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getCurrentUser(context);
  const title = context.t("auth:deleteAccount.title");
  if (user) return { title, email: user.email ?? "", signedOut: null };
  const login = `/login?${new URLSearchParams({ redirectTo: pathOf(request) })}`;
  const link = await centerMailLink(context, context.t("auth:deleteAccount.mailSubject"));
  return { title, email: "", signedOut: { login, mail: link?.mail ?? null, mailTo: link?.mailTo ?? null } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseAccountForm(await request.formData(), schema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Typing the address is the confirmation: a stray click or a forged post cannot delete.
  if (submission.value.confirmEmail.toLowerCase() !== user.email?.toLowerCase()) {
    return data(submission.reply({ fieldErrors: { confirmEmail: [context.t("auth:errors.emailMismatch")] } }), { status: 400 });
  }
  await deleteCurrentUser(context.api);
  context.api.forgetCredentials();
  context.session.unset("currentOrganizationId");
  // The day is the deletion's, so the page says the same day when it is opened again later.
  return safeRedirect(`/profiel/verwijderd?${new URLSearchParams({ tot: erasureDay(new Date()) })}`);
}

export const meta = titleMeta;

export default function DeleteAccount() {
  const { t } = useTranslation("auth");
  const { email, signedOut } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<{ confirmEmail: string }>({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  if (signedOut) return <SignedOut {...signedOut} />;
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t("deleteAccount.title")} description={t("deleteAccount.description", { days: ACCOUNT_GRACE_DAYS })} />
      <Consequences />
      <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-4">
        <CsrfField />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField
          {...fieldProps(fields.confirmEmail, t("fields.confirmEmail"))}
          type="email"
          autoComplete="off"
          description={t("deleteAccount.confirmDescription", { email })}
          required
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton variant="danger">{t("deleteAccount.submit")}</SubmitButton>
          <Link to="/profiel" className="underline">
            {t("deleteAccount.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
