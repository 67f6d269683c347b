import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import { z } from "zod";
import { ApiError } from "~/.server/api/errors";
import { acceptAdminInvitation, getAdminAcceptance } from "~/.server/api/organization-admins";
import { getCurrentUser } from "~/.server/auth";
import { flashToast } from "~/.server/toast";
import { safeRedirect } from "~/.server/safe-redirect";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/ui/text-field";
import { titleMeta } from "~/utils/meta";
import { tokenOf } from "~/.server/mailed-token";

// The mailed link of a co-admin invitation (docs/organization-admins.md), public and without
// JavaScript. The GET only shows what the invitation is (link scanners open links); a button
// accepts it. Signed in, the account becomes admin; signed out, one makes an account with the
// invited address here, or signs in first.
export const handle = { i18n: ["org-entry"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = tokenOf(url.searchParams.get("token"));
  const title = context.t("org-entry:accept.title");
  const user = await getCurrentUser(context);
  const invalid = () => data({ title, token, invitation: null, signedInAs: null, here: "" }, { status: 404 });
  if (!token) return invalid();
  try {
    const invitation = await getAdminAcceptance(context.api, token);
    return { title, token, invitation, signedInAs: user?.email ?? null, here: url.pathname + url.search };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return invalid();
    throw error;
  }
}

const accountSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  password: z.string().min(8).max(128),
  passwordConfirmation: z.string().max(128),
});

type Errors = Partial<Record<"form" | "firstName" | "lastName" | "password" | "passwordConfirmation", string[]>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = tokenOf(form.get("token"));
  const user = await getCurrentUser(context);
  const fail = (status: number, errors: Errors) => data({ errors }, { status });
  let account: z.infer<typeof accountSchema> | undefined;
  if (!user) {
    const parsed = accountSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const errors: Errors = {};
      for (const issue of parsed.error.issues) {
        // A field of accountSchema: "form" is no issue path.
        const key = issue.path[0] as Exclude<keyof Errors, "form">;
        errors[key] = [context.t(`org-entry:accept.errors.${key}`)];
      }
      return fail(400, errors);
    }
    if (parsed.data.password !== parsed.data.passwordConfirmation)
      return fail(400, { passwordConfirmation: [context.t("org-entry:accept.errors.passwordConfirmation")] });
    account = parsed.data;
  }
  try {
    const { acceptance, accountCreated } = await acceptAdminInvitation(context.api, token, account);
    const edit = `/organizations/${acceptance.organizationId}/edit`;
    if (accountCreated) {
      flashToast(context, { title: context.t("org-entry:accept.created"), color: "success" });
      return safeRedirect(`/login?${new URLSearchParams({ redirectTo: edit })}`);
    }
    flashToast(context, { title: context.t("org-entry:accept.accepted", { name: acceptance.organizationName }), color: "success" });
    return safeRedirect(edit);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const code = error.errors[0]?.code;
    if (code === "account_exists") return fail(400, { form: [context.t("org-entry:accept.errors.accountExists")] });
    if (error.status === 404) return fail(404, { form: [context.t("org-entry:accept.invalid")] });
    return fail(400, { form: [context.t("org-entry:accept.errors.generic")] });
  }
}

export const meta = titleMeta;

export default function AcceptInvitation() {
  const { t } = useTranslation(["org-entry", "auth"]);
  const { token, invitation, signedInAs, here } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors;
  if (!invitation)
    return (
      <div className="grid max-w-2xl gap-6">
        <PageHeader title={t("accept.title")} />
        <p>{t("accept.invalid")}</p>
      </div>
    );
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("accept.title")} />
      <p>{t("accept.intro", { name: invitation.organizationName, email: invitation.email })}</p>
      <FormAlert id="accept-error" errors={errors?.form} />
      {signedInAs ? (
        <Form method="post" className="grid gap-4">
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <p>{t("accept.signedInAs", { email: signedInAs })}</p>
          <SubmitButton variant="primary" className="justify-self-start">
            {t("accept.accept")}
          </SubmitButton>
        </Form>
      ) : (
        <>
          <p>
            {t("accept.haveAccount")}{" "}
            <Link className="underline" to={`/login?${new URLSearchParams({ redirectTo: here })}`}>
              {t("accept.signIn")}
            </Link>
          </p>
          <Form method="post" className="grid gap-4" aria-labelledby="new-account">
            <CsrfField />
            <h2 id="new-account" className="text-xl font-semibold">
              {t("accept.newAccount", { email: invitation.email })}
            </h2>
            <input type="hidden" name="token" value={token} />
            <TextField id="firstName" name="firstName" autoComplete="given-name" required label={t("accept.firstName")} errors={errors?.firstName} />
            <TextField id="lastName" name="lastName" autoComplete="family-name" required label={t("accept.lastName")} errors={errors?.lastName} />
            <TextField
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              label={t("accept.password")}
              description={t("accept.passwordHint")}
              errors={errors?.password}
            />
            <TextField
              id="passwordConfirmation"
              name="passwordConfirmation"
              type="password"
              autoComplete="new-password"
              required
              label={t("accept.passwordConfirmation")}
              errors={errors?.passwordConfirmation}
            />
            <SubmitButton variant="primary" className="justify-self-start">
              {t("accept.create")}
            </SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
