import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { ApiError } from "~/.server/api/errors";
import { unsubscribeFromDigest } from "~/.server/api/periodic-mail";
import { MailedTokenForm } from "~/components/mailed-token-form";
import { ConfirmationPage } from "~/components/confirmation-page";
import { titleMeta } from "~/utils/meta";
import { mailedTokenPage, tokenOf } from "~/.server/mailed-token";

// The digest's unsubscribe link (docs/mail.md), public and without JavaScript. The GET only asks
// (link scanners open links); the button posts. A mail client's RFC 8058 one-click POST comes to
// the same URL with `List-Unsubscribe=One-Click` as its body and the token in the query string.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return mailedTokenPage(request, context.t("auth:unsubscribe.title"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = tokenOf(form.get("token")) || tokenOf(new URL(request.url).searchParams.get("token"));
  const invalid = (status: number) => data({ done: false, error: context.t("auth:unsubscribe.invalid") }, { status });
  if (!token) return invalid(404);
  try {
    await unsubscribeFromDigest(context.api, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return invalid(error.status === 404 ? 404 : 400);
  }
  return { done: true, error: null };
}

export const meta = titleMeta;

export default function UnsubscribeFromDigest() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ConfirmationPage title={t("unsubscribe.title")} className="grid max-w-2xl gap-6" links={[{ to: "/", label: t("unsubscribe.home") }]}>
      {result?.done ? (
        <p role="status">{t("unsubscribe.done")}</p>
      ) : token ? (
        <MailedTokenForm
          token={token}
          question={t("unsubscribe.question")}
          errorId="unsubscribe-error"
          error={result?.error}
          submit={t("unsubscribe.confirm")}
        />
      ) : (
        <p>{t("unsubscribe.invalid")}</p>
      )}
    </ConfirmationPage>
  );
}
