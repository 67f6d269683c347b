import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { confirmHelpRequest } from "~/.server/api/help-requests";
import { safeRedirect } from "~/.server/safe-redirect";
import { requireOneOnOneHelpFeature } from "~/.server/volunteer-profiles";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { tokenOf, tokenRefusal } from "~/.server/mailed-token";

export const handle = { i18n: ["help"] };

// The mailed link of a request for help (docs/one-on-one-help.md). The GET only shows a button:
// mail scanners that follow links confirm nothing; the person's post does.
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const url = new URL(request.url);
  return { title: context.t("help:confirm.title"), token: tokenOf(url.searchParams.get("token")), done: url.searchParams.get("bevestigd") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireOneOnOneHelpFeature(request, context);
  const token = tokenOf((await request.formData()).get("token"));
  if (!token) return data({ error: context.t("help:confirm.invalid") }, { status: 400 });
  try {
    await confirmHelpRequest(context.api, token);
  } catch (error) {
    return tokenRefusal(context, error, { 429: "help:confirm.rateLimited" }, "help:confirm.invalid");
  }
  return safeRedirect("/een-op-een-hulp/bevestigen?bevestigd=1");
}

export const meta = titleMeta;

export default function ConfirmHelpRequest() {
  const { t } = useTranslation("help");
  const { token, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t("confirm.title")} />
      {done ? (
        <p role="status" className="font-semibold" data-testid="help-request-confirmed">
          {t("confirm.done")}
        </p>
      ) : token ? (
        <>
          <p>{t("confirm.text")}</p>
          <FormAlert id="help-confirm-error" errors={result?.error ? [result.error] : undefined} />
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="token" value={token} />
            <SubmitButton variant="primary">{t("confirm.submit")}</SubmitButton>
          </Form>
        </>
      ) : (
        <p>{t("confirm.invalid")}</p>
      )}
    </div>
  );
}
