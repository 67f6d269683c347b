import { CsrfField } from "~/components/csrf-field";
import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { parseAccountForm, replyFromAccountError, siteOrigin } from "~/.server/account";
import { safeRedirect } from "~/.server/safe-redirect";
import { FormAlert } from "~/components/form-alert";
import { LinkLine } from "~/components/link-line";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { fieldProps } from "~/utils/field-props";
import { recoverSchema } from "./schema";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: context.t("auth:recover.title"), sent: new URL(request.url).searchParams.has("sent") };
}

// The API answers the same for every address, and so does this page: no account enumeration.
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseAccountForm(await request.formData(), recoverSchema, context);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const redirectUrl = `${siteOrigin(request)}/auth/reset`;
    await context.api.auth("POST", "/auth/password", { email: submission.value.email, redirectUrl });
  } catch (error) {
    return replyFromAccountError(submission, error, context, ["email"]);
  }
  return safeRedirect("/auth/recover?sent");
}

export const meta = titleMeta;

export default function Recover() {
  const { t } = useTranslation("auth");
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<{ email: string }>({ lastResult, shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("recover.title")} description={sent ? undefined : t("recover.description")} />
      {sent ? (
        <p role="status">{t("recover.sent")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <CsrfField />
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextField {...fieldProps(fields.email, t("fields.email"))} type="email" autoComplete="email" required />
          <SubmitButton>{t("recover.submit")}</SubmitButton>
        </Form>
      )}
      <LinkLine className="mt-6 text-sm" links={[{ to: "/login", label: t("recover.login") }]} />
    </div>
  );
}
